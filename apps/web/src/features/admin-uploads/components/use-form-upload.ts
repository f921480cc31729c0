// The sending half every form-upload section shares (standalone video, cover, e-book, template, a failed video's
// new file): the percentage sent, the error or the answer under the files, and a key that empties the file inputs.
import { useState } from 'react';
import { sendForm } from '../api/send-form';
import { type UploadsKey, useUploadsTranslation } from '../lib/admin-uploads-i18n';
import { percent } from '../lib/checks';
import { failureText } from './upload-messages';

export function useFormUpload<Done>() {
  const { t } = useUploadsTranslation();
  const [inputKey, setInputKey] = useState(0);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<Done | null>(null);

  /** Forgets the last attempt's error and answer before a new one is checked. */
  const start = () => {
    setError(null);
    setDone(null);
  };

  /**
   * Sends the form (busy meanwhile); on success keeps what `onAnswer` makes of the answer (where the caller also
   * empties its fields) and empties the file inputs, on failure shows why, `failed` when the server does not say.
   */
  const send = async <Answer>(
    path: string,
    form: FormData,
    failed: UploadsKey,
    onAnswer: (answer: Answer) => Done,
  ) => {
    setProgress(0);
    try {
      const answer = await sendForm<Answer>(path, form, (sent, total) => setProgress(percent(sent, total)));
      setDone(onAnswer(answer));
      setInputKey((key) => key + 1);
    } catch (failure) {
      setError(failureText(failure, t, failed));
    } finally {
      setProgress(null);
    }
  };

  const busy = progress !== null;
  /** What each file field of the form takes: the key that empties it and whether it is locked. */
  const fileInput = { inputKey, disabled: busy };
  return { inputKey, progress, busy, fileInput, error, setError, done, start, send };
}
