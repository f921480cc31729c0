// Certificates for serving the fiscal processor simulator over HTTPS with client certificates (mutual TLS), as
// V-PFR is reached with the taxpayer's certificate (ADR 075): a CA, a server certificate for 127.0.0.1 and
// localhost, a client certificate it issued, and a client certificate of another CA that the server must refuse.
import 'reflect-metadata';
import { createPrivateKey, randomBytes, webcrypto } from 'node:crypto';
import * as x509 from '@peculiar/x509';

const algorithm = { name: 'ECDSA', namedCurve: 'P-256', hash: 'SHA-256' };

async function keyPair(): Promise<webcrypto.CryptoKeyPair> {
  return webcrypto.subtle.generateKey(algorithm, true, [
    'sign',
    'verify',
  ]) as Promise<webcrypto.CryptoKeyPair>;
}

async function keyPem(key: webcrypto.CryptoKey): Promise<string> {
  const pkcs8 = Buffer.from(await webcrypto.subtle.exportKey('pkcs8', key));
  return createPrivateKey({ key: pkcs8, format: 'der', type: 'pkcs8' })
    .export({ type: 'pkcs8', format: 'pem' })
    .toString();
}

const serial = () => {
  const bytes = randomBytes(12);
  bytes[0] = (bytes[0]! & 0x7f) | 0x40;
  return bytes.toString('hex');
};

async function authority(name: string) {
  const keys = await keyPair();
  const now = Date.now();
  const cert = await x509.X509CertificateGenerator.createSelfSigned({
    serialNumber: serial(),
    name: `CN=${name}`,
    notBefore: new Date(now - 86_400_000),
    notAfter: new Date(now + 365 * 86_400_000),
    signingAlgorithm: algorithm,
    keys,
    extensions: [
      new x509.BasicConstraintsExtension(true, undefined, true),
      new x509.KeyUsagesExtension(x509.KeyUsageFlags.keyCertSign | x509.KeyUsageFlags.cRLSign, true),
    ],
  });
  return { keys, cert };
}

async function issued(
  ca: Awaited<ReturnType<typeof authority>>,
  name: string,
  usage: 'server' | 'client',
): Promise<{ certPem: string; keyPem: string }> {
  const keys = await keyPair();
  const now = Date.now();
  const cert = await x509.X509CertificateGenerator.create({
    serialNumber: serial(),
    subject: `CN=${name}`,
    issuer: ca.cert.subject,
    notBefore: new Date(now - 86_400_000),
    notAfter: new Date(now + 365 * 86_400_000),
    signingAlgorithm: algorithm,
    publicKey: keys.publicKey,
    signingKey: ca.keys.privateKey,
    extensions: [
      new x509.BasicConstraintsExtension(false, undefined, true),
      new x509.KeyUsagesExtension(x509.KeyUsageFlags.digitalSignature, true),
      new x509.ExtendedKeyUsageExtension([usage === 'server' ? '1.3.6.1.5.5.7.3.1' : '1.3.6.1.5.5.7.3.2']),
      ...(usage === 'server'
        ? [
            new x509.SubjectAlternativeNameExtension([
              { type: 'ip', value: '127.0.0.1' },
              { type: 'dns', value: 'localhost' },
            ]),
          ]
        : []),
    ],
  });
  return { certPem: `${cert.toString('pem')}\n`, keyPem: await keyPem(keys.privateKey) };
}

export interface FiscalTlsMaterial {
  caPem: string;
  server: { certPem: string; keyPem: string };
  client: { certPem: string; keyPem: string };
  /** Issued by another CA: the simulator must refuse it. */
  strangerClient: { certPem: string; keyPem: string };
}

export async function createFiscalTlsMaterial(): Promise<FiscalTlsMaterial> {
  const ca = await authority('Atelje fiscal simulator CA');
  const other = await authority('Someone else CA');
  return {
    caPem: `${ca.cert.toString('pem')}\n`,
    server: await issued(ca, 'fiscal-simulator.local', 'server'),
    client: await issued(ca, 'Atelje ESIR 112847533', 'client'),
    strangerClient: await issued(other, 'Stranger ESIR', 'client'),
  };
}
