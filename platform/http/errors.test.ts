import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { PlatformError } from '@/lib/errors';
import { installErrorHandling } from './errors';

describe('error envelope', () => {
  const app = Fastify({ logger: false });
  installErrorHandling(app);
  app.get('/boom', async () => {
    throw new Error('password=hunter2 at db.internal:5432');
  });
  app.get('/quota', async () => {
    throw new PlatformError('StorageQuotaExceededException', { keys: 1 });
  });
  app.get('/down', async () => {
    throw new PlatformError('ApplicationUnavailableException');
  });

  it('turns an unexpected error into a bare 500 InternalServerError that leaks nothing', async () => {
    const res = await app.inject({ url: '/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: { type: 'InternalServerErrorException', error_data: null } });
    expect(res.body).not.toContain('hunter2');
  });

  it('answers a PlatformError with its status and data', async () => {
    expect((await app.inject({ url: '/quota' })).json()).toEqual({ error: { type: 'StorageQuotaExceededException', error_data: { keys: 1 } } });
    expect((await app.inject({ url: '/down' })).statusCode).toBe(503);
  });

  it('answers unknown paths with MethodNotFound', async () => {
    const res = await app.inject({ url: '/nowhere' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.type).toBe('MethodNotFoundException');
  });
});
