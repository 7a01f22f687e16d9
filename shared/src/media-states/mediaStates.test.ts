import { act, renderHook } from '@testing-library/react';
import { mediumState, useRefetchWhileProcessing } from '.';

const stem = 'a'.repeat(32);

describe('mediumState', () => {
  it("reads a photo's state by its stem from any of its URLs, signed or not, and a video's by its file name", () => {
    const notReady = [
      { name: stem, status: 'processing' as const },
      { name: `${'b'.repeat(32)}.mp4`, status: 'failed' as const },
    ];
    expect(mediumState(notReady, `/api/files/service-photos/${stem}-640.jpg`)).toBe('processing');
    expect(mediumState(notReady, `/api/files/pd-photos/${stem}-640.jpg?e=1700000000&s=${'a'.repeat(64)}`)).toBe('processing');
    expect(mediumState(notReady, `/api/files/service-videos/${'b'.repeat(32)}.mp4`)).toBe('failed');
    expect(mediumState(notReady, `/api/files/service-photos/${'c'.repeat(32)}-640.jpg`)).toBe('ready');
    // A catalogue picture is no upload.
    expect(mediumState(notReady, '/api/images/services/21.svg')).toBe('ready');
  });
});

describe('useRefetchWhileProcessing', () => {
  afterEach(() => jest.useRealTimers());

  it('asks again 3 s after each answer while something is processing, stops when nothing is, and gives up after 2 minutes', () => {
    jest.useFakeTimers({ now: 1_000 });
    const refetch = jest.fn();
    const answer = (processing: boolean, dataUpdatedAt: number) => ({ data: { processing }, dataUpdatedAt, refetch });
    const { rerender } = renderHook((query: ReturnType<typeof answer>) => useRefetchWhileProcessing(query, (data) => data.processing), { initialProps: answer(true, 1) });
    act(() => jest.advanceTimersByTime(2999));
    expect(refetch).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(refetch).toHaveBeenCalledTimes(1);
    // The next answer is still processing: asked again 3 s later.
    rerender(answer(true, 2));
    act(() => jest.advanceTimersByTime(3000));
    expect(refetch).toHaveBeenCalledTimes(2);
    // Two minutes after it started: no more.
    act(() => jest.setSystemTime(1_000 + 121_000));
    rerender(answer(true, 3));
    act(() => jest.advanceTimersByTime(10_000));
    expect(refetch).toHaveBeenCalledTimes(2);
    // Nothing processing, then a new upload: a fresh 2 minutes.
    rerender(answer(false, 4));
    rerender(answer(true, 5));
    act(() => jest.advanceTimersByTime(3000));
    expect(refetch).toHaveBeenCalledTimes(3);
  });
});
