import { describe, expect, it } from 'vitest';
import {
  activeCueIndex,
  CAPTION_MAX_CUES,
  CaptionFormatError,
  decodeCaptionBytes,
  parseCaptionFile,
  parseSrt,
  parseVtt,
  plainCueText,
  shiftCues,
  vttTime,
  writeVtt,
} from './captions';

const problem = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof CaptionFormatError) return { problem: error.problem, line: error.line };
    throw error;
  }
  throw new Error('no error');
};

describe('parseVtt', () => {
  it('reads cues with identifiers, hour-less times, settings and several lines, skipping NOTE and STYLE', () => {
    const text = [
      'WEBVTT - lekcija 2',
      'Kind: captions',
      '',
      'NOTE written by hand',
      'over two lines',
      '',
      'STYLE',
      '::cue { color: yellow }',
      '',
      'intro-1',
      '00:01.000 --> 00:03.500 align:start position:10%',
      'Dobro došli,',
      '<i>polaznici</i>!',
      '',
      '01:02:03.004 --> 01:02:04.000',
      'Kraj',
      '',
    ].join('\r\n');
    expect(parseVtt(text)).toEqual([
      { start: 1, end: 3.5, text: 'Dobro došli,\n<i>polaznici</i>!' },
      { start: 3723.004, end: 3724, text: 'Kraj' },
    ]);
  });

  it('refuses a file without the header, a broken timing line and a cue that ends before it starts, by line', () => {
    expect(problem(() => parseVtt('00:01.000 --> 00:02.000\nx'))).toEqual({ problem: 'notVtt', line: 1 });
    expect(problem(() => parseVtt('WEBVTT\n\n00:01.000 -> 00:02.000\nx'))).toEqual({
      problem: 'badTiming',
      line: 3,
    });
    expect(problem(() => parseVtt('WEBVTT\n\n00:01.000 --> 00:61.000\nx'))).toEqual({
      problem: 'badTiming',
      line: 3,
    });
    expect(problem(() => parseVtt('WEBVTT\n\n1\n00:05.000 --> 00:02.000\nx'))).toEqual({
      problem: 'badTiming',
      line: 4,
    });
    expect(problem(() => parseVtt('WEBVTT\n\nNOTE only a note\n'))).toEqual({ problem: 'empty', line: null });
  });

  it('refuses more cues than a file may hold', () => {
    const cue = (i: number) => `${vttTime(i)} --> ${vttTime(i + 0.5)}\nx`;
    const text = `WEBVTT\n\n${Array.from({ length: CAPTION_MAX_CUES + 1 }, (_, i) => cue(i)).join('\n\n')}`;
    expect(problem(() => parseVtt(text)).problem).toBe('tooManyCues');
  });
});

describe('parseSrt and parseCaptionFile', () => {
  const srt =
    '1\n00:00:01,000 --> 00:00:02,500\nPrvi red\ndrugi red\n\n2\n00:00:03,000 --> 00:00:04,000\nTreći\n';

  it('reads SubRip blocks and converts them into a WebVTT file', () => {
    expect(parseSrt(srt)).toEqual([
      { start: 1, end: 2.5, text: 'Prvi red\ndrugi red' },
      { start: 3, end: 4, text: 'Treći' },
    ]);
    const read = parseCaptionFile(srt);
    expect(read.format).toBe('srt');
    expect(writeVtt(read.cues)).toBe(
      'WEBVTT\n\n00:00:01.000 --> 00:00:02.500\nPrvi red\ndrugi red\n\n00:00:03.000 --> 00:00:04.000\nTreći\n',
    );
  });

  it('tells WebVTT from SubRip by the header and says "not WebVTT" for other text', () => {
    expect(parseCaptionFile('WEBVTT\n\n00:00.000 --> 00:01.000\na').format).toBe('vtt');
    expect(problem(() => parseCaptionFile('Hello, this is not a caption file.'))).toEqual({
      problem: 'notVtt',
      line: 1,
    });
    expect(problem(() => parseCaptionFile('  \n\n'))).toEqual({ problem: 'empty', line: null });
  });
});

describe('decodeCaptionBytes', () => {
  it('keeps UTF-8 (dropping a byte-order mark) and refuses other encodings and binary files', () => {
    expect(decodeCaptionBytes(new Uint8Array([0xef, 0xbb, 0xbf, 0x57, 0xc5, 0xa1]))).toBe('Wš');
    // "š" in Windows-1250 is one byte, 0x9a: not UTF-8.
    expect(problem(() => decodeCaptionBytes(new Uint8Array([0x57, 0x9a]))).problem).toBe('notUtf8');
    expect(problem(() => decodeCaptionBytes(new Uint8Array([0x57, 0x00, 0x41]))).problem).toBe('notUtf8');
  });
});

describe('writeVtt', () => {
  it('writes times as hh:mm:ss.mmm and keeps cue text from ending the cue or reading as a timing', () => {
    expect(vttTime(0)).toBe('00:00:00.000');
    expect(vttTime(3723.0045)).toBe('01:02:03.005');
    const written = writeVtt([{ start: 0, end: 1, text: 'a --> b\n\nc' }]);
    expect(written).toBe('WEBVTT\n\n00:00:00.000 --> 00:00:01.000\na --&gt; b\nc\n');
    expect(parseVtt(written)).toEqual([{ start: 0, end: 1, text: 'a --&gt; b\nc' }]);
  });
});

describe('shiftCues (CONCAT lessons)', () => {
  const cues = [
    { start: 0, end: 2, text: 'Prvi' },
    { start: 2.5, end: 4, text: 'Drugi' },
  ];

  it('moves every cue past the joined intro, so the cue at the lesson’s second 0 shows at the skip target', () => {
    const shifted = shiftCues(cues, 3.25);
    expect(shifted).toEqual([
      { start: 3.25, end: 5.25, text: 'Prvi' },
      { start: 5.75, end: 7.25, text: 'Drugi' },
    ]);
    // "Skip Intro" jumps to intro_duration: the first cue of the lesson is the one on screen there.
    expect(activeCueIndex(shifted, 3.25)).toBe(0);
    // During the intro no lesson cue shows.
    expect(activeCueIndex(shifted, 3.2)).toBe(-1);
    // The stored cues are not changed.
    expect(cues[0]!.start).toBe(0);
    expect(writeVtt(shifted)).toContain('00:00:03.250 --> 00:00:05.250');
  });

  it('leaves the timing alone without an intro', () => {
    expect(shiftCues(cues, 0)).toEqual(cues);
  });
});

describe('activeCueIndex and plainCueText', () => {
  it('finds the cue on screen, none in a gap, the later one when cues overlap', () => {
    const cues = [
      { start: 0, end: 2, text: 'a' },
      { start: 1.5, end: 3, text: 'b' },
      { start: 5, end: 6, text: 'c' },
    ];
    expect(activeCueIndex(cues, 0.5)).toBe(0);
    expect(activeCueIndex(cues, 1.7)).toBe(1);
    expect(activeCueIndex(cues, 4)).toBe(-1);
    expect(activeCueIndex(cues, 6)).toBe(-1);
    expect(activeCueIndex([], 1)).toBe(-1);
  });

  it('strips markup and reads entities', () => {
    expect(plainCueText('<v Ana>Dobro <i>došli</i></v>\n&lt;sada&gt; &amp; ovde')).toBe(
      'Dobro došli <sada> & ovde',
    );
  });
});
