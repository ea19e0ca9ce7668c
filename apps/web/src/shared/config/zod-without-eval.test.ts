import { describe, expect, it, vi } from 'vitest';

describe('zod without eval (the CSP has no unsafe-eval)', () => {
  it('parses an object schema without ever calling Function', async () => {
    const NativeFunction = globalThis.Function;
    const calls = vi.fn();
    globalThis.Function = new Proxy(NativeFunction, {
      construct(target, args: string[]) {
        calls(args);
        return Reflect.construct(target, args) as object;
      },
      apply(target, thisArg, args: string[]) {
        calls(args);
        return Reflect.apply(target, thisArg, args) as unknown;
      },
    });
    try {
      await import('./zod-without-eval');
      const { z } = await import('zod');
      const schema = z.object({ email: z.string(), password: z.string().min(1) });
      expect(schema.safeParse({ email: 'a@b.nl', password: 'x' }).success).toBe(true);
      expect(schema.safeParse({ email: '', password: '' }).success).toBe(false);
    } finally {
      globalThis.Function = NativeFunction;
    }
    expect(calls).not.toHaveBeenCalled();
  });
});
