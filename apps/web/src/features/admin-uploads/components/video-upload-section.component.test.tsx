// The dashboard's video upload section in a DOM (spec 001 §5, §8): idle, the form's own checks, uploading (the
// answer held open), processing (the job the answer names), then ready or failed as the job is asked again every
// 2 s (fake timers), and an upload the server refuses.
import { courseSchema } from '@atelje/shared/catalog/schemas';
import {
  type VideoJob,
  videoJobSchema,
  videoUploadFieldsSchema,
  videoUploadResponseSchema,
} from '@atelje/shared/uploads/schemas';
import { act, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { z } from 'zod';
import type { Language } from '../../../lib/i18n';
import { renderApp } from '../../../test-support/render';
import { api, deferred, refuse, reply, server } from '../../../test-support/server';
import { LANGUAGES, text } from '../../../test-support/texts';
import { VideoUploadSection } from './video-upload-section';

const coursesSchema = z.array(courseSchema.pick({ id: true, title: true }));

function job(status: VideoJob['status'], error: string | null = null): VideoJob {
  return videoJobSchema.parse({
    id: 31,
    kind: 'process',
    status,
    course_id: 4,
    video_id: 77,
    error,
    created_at: '2026-11-27T10:00:00.000Z',
    updated_at: '2026-11-27T10:00:05.000Z',
  });
}

function coursesApi() {
  server.use(
    http.get(api('/courses'), () =>
      reply(coursesSchema, [
        { id: 4, title: 'Enterijer' },
        { id: 9, title: 'Akvarel' },
      ]),
    ),
  );
}

async function openSection(language: Language) {
  coursesApi();
  const view = await renderApp(<VideoUploadSection />, { language });
  await screen.findByRole('option', { name: 'Enterijer' });
  const upload = () =>
    screen.getByRole('button', {
      name: (name) =>
        name === text(language, 'admin-uploads:actions.upload') ||
        name === text(language, 'admin-uploads:actions.uploading'),
    }) as HTMLButtonElement;
  async function fill() {
    await view.user.selectOptions(screen.getByLabelText(text(language, 'admin-uploads:fields.course')), '4');
    await view.user.type(
      screen.getByLabelText(text(language, 'admin-uploads:fields.title')),
      'Svetlo u prostoru',
    );
    await view.user.upload(
      screen.getByLabelText(text(language, 'admin-uploads:fields.video')),
      new File(['video bytes'], 'lekcija.mp4', { type: 'video/mp4' }),
    );
  }
  return { ...view, upload, fill };
}

afterEach(() => {
  vi.useRealTimers();
});

describe.each(LANGUAGES)('video upload (%s)', (language) => {
  test('idle: nothing chosen is refused by the form itself, without sending', async () => {
    const { user, upload } = await openSection(language);
    expect(screen.queryByRole('progressbar')).toBeNull();

    await user.click(upload());
    expect(screen.getByRole('alert').textContent).toBe(
      text(language, 'admin-uploads:messages.videoRequired'),
    );

    await user.selectOptions(screen.getByLabelText(text(language, 'admin-uploads:fields.course')), '4');
    await user.click(upload());
    expect(screen.getByRole('alert').textContent).toBe(text(language, 'admin-uploads:messages.enterTitle'));
  });

  test('uploading, then processing, then ready', async () => {
    const answer = deferred();
    const sent: unknown[] = [];
    let polls = 0;
    server.use(
      http.post(api('/admin/videos/upload/4'), async ({ request }) => {
        const form = await request.formData();
        sent.push(
          videoUploadFieldsSchema.parse(
            Object.fromEntries([...form].filter(([, v]) => typeof v === 'string')),
          ),
        );
        sent.push((form.get('video') as File).name);
        await answer.promise;
        return reply(
          videoUploadResponseSchema,
          { success: true, message: 'Video je otpremljen.', video_id: 77, job: job('processing') },
          { status: 201 },
        );
      }),
      http.get(api('/admin/video-jobs/31'), () => {
        polls += 1;
        return reply(videoJobSchema, job('ready'));
      }),
    );
    const { user, upload, fill } = await openSection(language);
    await fill();

    await user.click(upload());

    // Uploading: the bar at 0 %, the button busy, the form locked.
    const bar = await screen.findByRole('progressbar');
    expect(bar.getAttribute('aria-valuenow')).toBe('0');
    expect(upload().textContent).toBe(text(language, 'admin-uploads:actions.uploading'));
    expect(upload().disabled).toBe(true);
    expect(
      (screen.getByLabelText(text(language, 'admin-uploads:fields.title')) as HTMLInputElement).disabled,
    ).toBe(true);

    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'],
      shouldAdvanceTime: true,
    });
    answer.resolve();

    // Processing: the server's message and the job's badge; the form is empty again.
    const status = await screen.findByTestId('video-job');
    expect(status.dataset.status).toBe('processing');
    expect(status.textContent).toContain(text(language, 'admin-uploads:job.processing'));
    expect(screen.getByText('Video je otpremljen.', { exact: false })).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(
      (screen.getByLabelText(text(language, 'admin-uploads:fields.title')) as HTMLInputElement).value,
    ).toBe('');
    expect(sent).toEqual([{ title: 'Svetlo u prostoru', course_id: 4, is_intro: false }, 'lekcija.mp4']);

    // Ready: the job is asked again 2 s later, and no more once it is ready.
    await act(() => vi.advanceTimersByTimeAsync(2000));
    await waitFor(() => expect(screen.getByTestId('video-job').dataset.status).toBe('ready'));
    expect(screen.getByTestId('video-job').textContent).toContain(text(language, 'admin-uploads:job.ready'));
    await act(() => vi.advanceTimersByTimeAsync(6000));
    expect(polls).toBe(1);
  });

  test('a job that fails shows its badge and the reason', async () => {
    server.use(
      http.post(api('/admin/videos/upload/4'), () =>
        reply(
          videoUploadResponseSchema,
          { success: true, message: 'Video je otpremljen.', video_id: 77, job: job('queued') },
          { status: 201 },
        ),
      ),
      http.get(api('/admin/video-jobs/31'), () =>
        reply(videoJobSchema, job('failed', 'ffprobe: nepoznat format')),
      ),
    );
    const { user, upload, fill } = await openSection(language);
    await fill();
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'],
      shouldAdvanceTime: true,
    });

    await user.click(upload());
    expect((await screen.findByTestId('video-job')).textContent).toContain(
      text(language, 'admin-uploads:job.queued'),
    );

    await act(() => vi.advanceTimersByTimeAsync(2000));
    await waitFor(() => expect(screen.getByTestId('video-job').dataset.status).toBe('failed'));
    expect(screen.getByTestId('video-job').textContent).toContain(text(language, 'admin-uploads:job.failed'));
    expect(screen.getByText('ffprobe: nepoznat format')).toBeTruthy();
  });

  test("an upload the server refuses shows its words; one without words the section's own", async () => {
    let refusal: 'worded' | 'bare' = 'worded';
    server.use(
      http.post(api('/admin/videos/upload/4'), () =>
        refusal === 'worded'
          ? refuse(413, { message: 'Fajl je prevelik.' })
          : new Response(null, { status: 502 }),
      ),
    );
    const { user, upload, fill } = await openSection(language);
    await fill();

    await user.click(upload());
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Fajl je prevelik.'));
    expect(screen.queryByTestId('video-job')).toBeNull();
    expect(upload().disabled).toBe(false);

    refusal = 'bare';
    await user.click(upload());
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        text(language, 'admin-uploads:messages.videoFailed'),
      ),
    );
  });
});
