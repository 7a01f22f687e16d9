import type { Resolver } from 'react-hook-form';
import { lazyResolver } from './lazyResolver';
import { formTexts } from './texts';

type Values = { name: string };
const options = { fields: {}, shouldUseNativeValidation: false } as Parameters<Resolver<Values>>[2];
const nameRequired: Resolver<Values> = async (values) =>
  values.name ? { values, errors: {} } : ({ values: {}, errors: { name: { type: 'required', message: 'Name is required' } } } as Awaited<ReturnType<Resolver<Values>>>);

test('loads the rules once, on the first check, and answers with them', async () => {
  const load = jest.fn(async () => nameRequired);
  const { resolver } = lazyResolver(load);
  expect(load).not.toHaveBeenCalled();

  expect((await resolver({ name: '' }, undefined, options)).errors).toEqual({ name: { type: 'required', message: 'Name is required' } });
  expect((await resolver({ name: 'Asha' }, undefined, options)).values).toEqual({ name: 'Asha' });
  expect(load).toHaveBeenCalledTimes(1);
});

test('prefetch starts the load before any check', async () => {
  const load = jest.fn(async () => nameRequired);
  const { prefetch } = lazyResolver(load);
  prefetch();
  expect(load).toHaveBeenCalledTimes(1);
});

test('rules that cannot be loaded give a form-level message, and the next check loads them again', async () => {
  const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const load = jest.fn<Promise<Resolver<Values>>, []>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(nameRequired);
  const { resolver } = lazyResolver(load);

  expect((await resolver({ name: 'Asha' }, undefined, options)).errors).toEqual({ root: { type: 'rules', message: formTexts.rulesUnavailable } });
  expect((await resolver({ name: 'Asha' }, undefined, options)).values).toEqual({ name: 'Asha' });
  expect(load).toHaveBeenCalledTimes(2);
  log.mockRestore();
});
