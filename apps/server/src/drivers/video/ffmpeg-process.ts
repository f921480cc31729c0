// ffmpeg as a child process: which binary, running it, probing a file, and temporary directories for its inputs.
// The binary: FFMPEG_PATH, else a system `ffmpeg` on PATH, else the one shipped in @ffmpeg-installer/ffmpeg.
import { spawn } from 'node:child_process';
import { accessSync, constants as fsConstants, statSync } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

export interface FfmpegOptions {
  /** Explicit binary (config.ffmpegPath); otherwise resolved once (PATH, then @ffmpeg-installer). */
  ffmpegPath?: string;
  signal?: AbortSignal;
}

export class FfmpegError extends Error {
  constructor(
    message: string,
    readonly exitCode: number | null,
    readonly stderrTail: string,
  ) {
    super(message);
    this.name = 'FfmpegError';
  }
}

let resolvedDefault: string | undefined;

function isExecutable(file: string): boolean {
  try {
    accessSync(file, fsConstants.X_OK);
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

export type FfmpegSource = 'configured' | 'system' | 'bundled';

/**
 * Where the ffmpeg binary comes from: FFMPEG_PATH, else the first `ffmpeg` on PATH (Debian's package), else the
 * static 2018 build in @ffmpeg-installer/ffmpeg. Null when there is none.
 */
export function locateFfmpeg(
  configured?: string,
  pathEnv: string | undefined = process.env.PATH,
): { path: string; source: FfmpegSource } | null {
  if (configured) return { path: configured, source: 'configured' };
  const exe = process.platform === 'win32' ? 'ffmpeg.exe' : 'ffmpeg';
  for (const dir of (pathEnv ?? '').split(path.delimiter)) {
    if (!dir) continue;
    const candidate = path.join(dir, exe);
    if (isExecutable(candidate)) return { path: candidate, source: 'system' };
  }
  try {
    const require = createRequire(import.meta.url);
    const installer = require('@ffmpeg-installer/ffmpeg') as { path: string };
    return { path: installer.path, source: 'bundled' };
  } catch {
    return null;
  }
}

/**
 * The warning a production process logs at start when its ffmpeg would be the bundled build: an old ffmpeg
 * decoding uploaded files is an attack surface; Debian's package gets security updates (docs/deploy.md).
 */
export function ffmpegStartWarning(
  config: { env: string; ffmpegPath: string | undefined },
  located: ReturnType<typeof locateFfmpeg> = locateFfmpeg(config.ffmpegPath),
): string | null {
  if (config.env !== 'production') return null;
  if (!located) {
    return 'no ffmpeg found: video uploads will fail. Install the system package (apt-get install ffmpeg) or set FFMPEG_PATH.';
  }
  if (located.source !== 'bundled') return null;
  return `ffmpeg is the old static build bundled with @ffmpeg-installer/ffmpeg (${located.path}), and it decodes uploaded files. Install the system package (apt-get install ffmpeg) or set FFMPEG_PATH.`;
}

/** The ffmpeg binary to run: the configured one, a system `ffmpeg` on PATH, or @ffmpeg-installer's. */
export function resolveFfmpegPath(configured?: string): string {
  if (configured) return configured;
  if (resolvedDefault) return resolvedDefault;
  const located = locateFfmpeg();
  if (!located) {
    throw new Error('No ffmpeg found: set FFMPEG_PATH, install ffmpeg, or install @ffmpeg-installer/ffmpeg');
  }
  resolvedDefault = located.path;
  return located.path;
}

const STDERR_KEEP = 64 * 1024;

function tail(text: string, lines = 15): string {
  return text.trimEnd().split('\n').slice(-lines).join('\n');
}

interface RunResult {
  code: number | null;
  stderr: string;
}

function spawnFfmpeg(args: string[], options: FfmpegOptions): Promise<RunResult> {
  const bin = resolveFfmpegPath(options.ffmpegPath);
  return new Promise((resolve, reject) => {
    const child = spawn(bin, args, {
      stdio: ['ignore', 'ignore', 'pipe'],
      signal: options.signal,
      shell: false,
    });
    let stderr = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      stderr += chunk;
      if (stderr.length > STDERR_KEEP * 2) stderr = stderr.slice(-STDERR_KEEP);
    });
    child.on('error', (error) => reject(error));
    child.on('close', (code) => resolve({ code, stderr }));
  });
}

const encoderLists = new Map<string, Promise<Set<string>>>();

/** The names of the encoders a binary has (`ffmpeg -encoders`), read once per binary. */
export function ffmpegEncoders(options: FfmpegOptions = {}): Promise<Set<string>> {
  const bin = resolveFfmpegPath(options.ffmpegPath);
  let list = encoderLists.get(bin);
  if (!list) {
    list = new Promise<Set<string>>((resolve, reject) => {
      const child = spawn(bin, ['-hide_banner', '-encoders'], { stdio: ['ignore', 'pipe', 'ignore'] });
      let out = '';
      child.stdout.setEncoding('utf8');
      child.stdout.on('data', (chunk: string) => {
        out += chunk;
      });
      child.on('error', reject);
      child.on('close', (code) => {
        if (code !== 0) return reject(new FfmpegError(`ffmpeg -encoders exited with code ${code}`, code, ''));
        // Lines such as " V....D libwebp              libwebp WebP image (codec webp)".
        const names = [...out.matchAll(/^ [VAS][A-Z.]{5} (\S+)/gm)].map((match) => match[1]);
        resolve(new Set(names));
      });
    });
    encoderLists.set(bin, list);
    list.catch(() => encoderLists.delete(bin));
  }
  return list;
}

/** Runs ffmpeg with the given arguments (no shell); rejects with the tail of stderr on a non-zero exit. */
export async function runFfmpeg(args: string[], options: FfmpegOptions = {}): Promise<{ stderr: string }> {
  const { code, stderr } = await spawnFfmpeg(args, options);
  if (code !== 0) {
    const last = tail(stderr);
    throw new FfmpegError(`ffmpeg exited with code ${code}: ${last}`, code, last);
  }
  return { stderr };
}

export interface ProbeResult {
  /** Seconds (container duration). */
  duration: number;
  width?: number;
  height?: number;
  hasVideo: boolean;
  hasAudio: boolean;
}

/** Reads duration and stream facts from `ffmpeg -i` (the npm binary ships no ffprobe). */
export async function probe(file: string, options: FfmpegOptions = {}): Promise<ProbeResult> {
  await stat(file); // a clear ENOENT instead of ffmpeg's message
  // Without an output ffmpeg prints the input description and exits 1; that is expected here.
  const { stderr } = await spawnFfmpeg(['-hide_banner', '-nostdin', '-i', file], options);
  const match = /Duration:\s*(\d+):(\d{2}):(\d{2}(?:\.\d+)?)/.exec(stderr);
  if (!match)
    throw new FfmpegError(`Could not read the duration of ${path.basename(file)}`, null, tail(stderr));
  const duration = Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3]);
  const video = /Stream #\d+:\d+.*?: Video: [^\n]*?, (\d{2,5})x(\d{2,5})/.exec(stderr);
  return {
    duration,
    width: video ? Number(video[1]) : undefined,
    height: video ? Number(video[2]) : undefined,
    hasVideo: /Stream #\d+:\d+.*?: Video:/.test(stderr),
    hasAudio: /Stream #\d+:\d+.*?: Audio:/.test(stderr),
  };
}

/** Duration in seconds, parsed from the "Duration:" line of `ffmpeg -i`. */
export async function probeDuration(file: string, options: FfmpegOptions = {}): Promise<number> {
  return (await probe(file, options)).duration;
}

/** Runs fn with a fresh temporary directory, removed afterwards. */
export async function withTempDir<T>(fn: (dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'atelje-ff-'));
  try {
    return await fn(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
