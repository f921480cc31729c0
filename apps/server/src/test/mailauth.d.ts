// mailauth ships no types; the DKIM verifier the SMTP tests use (ADR 074).
declare module 'mailauth/lib/dkim/verify.js' {
  interface DkimResult {
    signingDomain: string;
    selector: string;
    status: { result: string; comment?: string };
    signingHeaders: { keys: string; headers: string[] };
  }
  export function dkimVerify(
    input: Buffer | string,
    options: { resolver: (name: string, type: string) => Promise<string[][]> },
  ): Promise<{ results: DkimResult[] }>;
}
