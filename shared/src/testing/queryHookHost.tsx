import type { ReactNode } from 'react';
import { act } from '@testing-library/react';
import { createQueryClient } from '@servenear/shared/query';
import { TestHost } from '@servenear/shared/test-host';

/** Runs a mutation to its end inside act, answering what it resolved with. */
export async function settled<Result>(mutation: () => Promise<Result>): Promise<Result> {
  let outcome: Result | undefined;
  await act(async () => {
    outcome = await mutation();
  });
  return outcome as Result;
}

/** A fresh QueryClient (no retries) and a wrapper that renders a hook inside the test host with it. */
export function queryHookHost() {
  const queryClient = createQueryClient({ retry: false });
  const wrapper = ({ children }: { children: ReactNode }) => <TestHost queryClient={queryClient}>{children}</TestHost>;
  return { queryClient, wrapper };
}
