import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { dehydrateAnswers, hydrateAnswers, keepMissingAnswers } from './missing-answers';
import { createQueryClient } from './react-query';

/** A client whose loaders ran: one answer had, one 404, one 500, as the server's render leaves them. */
async function serverClient() {
  const client = createQueryClient();
  await client.prefetchQuery({ queryKey: ['course', 1], queryFn: () => ({ id: 1 }) });
  await client.prefetchQuery({
    queryKey: ['course', 404],
    queryFn: () => Promise.reject(new ApiError(404, 'Kurs nije pronađen.')),
  });
  await client.prefetchQuery({
    queryKey: ['course', 500],
    queryFn: () => Promise.reject(new ApiError(500, null)),
    retry: false,
  });
  return client;
}

/** What a component mounting the query sees in its first render (as useQuery asks for it). */
function firstRender(client: ReturnType<typeof createQueryClient>, key: unknown[]) {
  const options = client.defaultQueryOptions({ queryKey: key, queryFn: () => ({ id: 0 }) });
  options._optimisticResults = 'optimistic';
  return new QueryObserver(client, options).getOptimisticResult(options);
}

describe('missing answers from the server render to the browser', () => {
  it('renders a 404 answer as failed on the server, and any other failure as loading again', async () => {
    const client = await serverClient();
    expect(firstRender(client, ['course', 404]).status).toBe('pending');
    keepMissingAnswers(client);
    expect(firstRender(client, ['course', 404]).status).toBe('error');
    expect(firstRender(client, ['course', 500]).status).toBe('pending');
    expect(firstRender(client, ['course', 1]).data).toEqual({ id: 1 });
  });

  it('hands the 404 on through JSON as the ApiError it was, and not the 500', async () => {
    const state = JSON.parse(JSON.stringify(dehydrateAnswers(await serverClient())));
    expect(state.queries.map((query: { queryKey: unknown[] }) => query.queryKey)).toEqual([
      ['course', 1],
      ['course', 404],
    ]);

    const browser = createQueryClient();
    hydrateAnswers(browser, state);
    const result = firstRender(browser, ['course', 404]);
    expect(result.status).toBe('error');
    expect(result.error).toBeInstanceOf(ApiError);
    expect((result.error as ApiError).status).toBe(404);
    expect((result.error as ApiError).serverMessage).toBe('Kurs nije pronađen.');
    expect(firstRender(browser, ['course', 1]).data).toEqual({ id: 1 });
    // Another course's query is asked for as usual.
    expect(firstRender(browser, ['course', 4040]).status).toBe('pending');
  });

  it('leaves a block without failures as react-query made it', async () => {
    const client = createQueryClient();
    await client.prefetchQuery({ queryKey: ['a'], queryFn: () => 1 });
    const state = JSON.parse(JSON.stringify(dehydrateAnswers(client)));
    const browser = createQueryClient();
    hydrateAnswers(browser, state);
    expect(browser.getQueryData(['a'])).toBe(1);
  });
});
