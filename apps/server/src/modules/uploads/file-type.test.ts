import { describe, expect, it } from 'vitest';
import { documentKind, imageKind, videoKind } from './file-type';

const box = (type: string, brand = 'isom') =>
  Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from(type + brand)]);

describe('recognising files by content', () => {
  it('knows the five video containers', () => {
    expect(videoKind(box('ftyp'))).toBe('mp4');
    expect(videoKind(box('ftyp', 'qt  '))).toBe('quicktime');
    expect(videoKind(box('moov'))).toBe('quicktime');
    expect(videoKind(Buffer.from('RIFF\x10\x00\x00\x00AVI LIST', 'latin1'))).toBe('avi');
    expect(videoKind(Buffer.from([0x46, 0x4c, 0x56, 0x01, 0x05]))).toBe('flv');
    expect(videoKind(Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f]))).toBe('webm');
  });

  it('refuses executables, scripts, RIFF audio and short files as video', () => {
    expect(videoKind(Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]))).toBeNull();
    expect(videoKind(Buffer.from('MZ\x90\x00', 'latin1'))).toBeNull();
    expect(videoKind(Buffer.from('#!/bin/sh\nrm -rf /\n'))).toBeNull();
    expect(videoKind(Buffer.from('RIFF\x10\x00\x00\x00WAVEfmt ', 'latin1'))).toBeNull();
    expect(videoKind(Buffer.alloc(0))).toBeNull();
  });

  it('knows PNG and JPEG, and PDF and PPTX', () => {
    expect(imageKind(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('png');
    expect(imageKind(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(imageKind(Buffer.from('GIF89a'))).toBeNull();
    expect(documentKind(Buffer.from('%PDF-1.7\n'))).toBe('pdf');
    const zip = (name: string) =>
      Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(26), Buffer.from(name)]);
    expect(documentKind(zip('ppt/slides/slide1.xml'))).toBe('pptx');
    expect(documentKind(zip('word/document.xml'))).toBeNull();
  });
});
