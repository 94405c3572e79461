import type { Resolver } from 'react-hook-form';
import { lazyResolver } from './lazy-resolver';

type Values = { code: string };
const OPTIONS = { fields: {}, shouldUseNativeValidation: false } as Parameters<Resolver<Values>>[2];

describe('lazyResolver', () => {
  it('loads the real resolver on the first validation, once, and hands every validation to it', async () => {
    const real = vi.fn<Resolver<Values>>(async (values) => ({ values, errors: {} }));
    const load = vi.fn(async () => real);
    const resolver = lazyResolver<Values>(load);
    expect(load).not.toHaveBeenCalled();
    await expect(resolver({ code: '1' }, undefined, OPTIONS)).resolves.toEqual({ values: { code: '1' }, errors: {} });
    await resolver({ code: '2' }, undefined, OPTIONS);
    expect(load).toHaveBeenCalledTimes(1);
    expect(real).toHaveBeenCalledTimes(2);
  });

  it('tries the import again after a failed one', async () => {
    const real: Resolver<Values> = async (values) => ({ values, errors: {} });
    const load = vi.fn<() => Promise<Resolver<Values>>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(real);
    const resolver = lazyResolver<Values>(load);
    await expect(resolver({ code: '1' }, undefined, OPTIONS)).rejects.toThrow('offline');
    await expect(resolver({ code: '1' }, undefined, OPTIONS)).resolves.toEqual({ values: { code: '1' }, errors: {} });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
