import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/test-app.js';
import { createFile, storageOf } from './files.js';
import { createUser } from './users.js';

const ctx = useTestApp();
const FILES = '/wp-json/intranet/v1/files';

describe('createFile', () => {
  it('makes a file that its owner reads and downloads, and nobody else sees', async () => {
    const db = ctx.database.db;
    const owner = await (await createUser(db)).signIn(ctx.app);
    const stranger = await (await createUser(db)).signIn(ctx.app);
    const file = await createFile(db, storageOf(ctx), {
      ownerId: owner.id,
      title: 'Loonstrook oktober',
      originalName: 'loonstrook-oktober.pdf',
    });

    const described = await owner.call(`${FILES}/${file.id}`);
    expect(described.statusCode).toBe(200);
    expect(described.json()).toMatchObject({
      id: file.id,
      title: { rendered: 'Loonstrook oktober' },
      filename: 'loonstrook-oktober.pdf',
      mime_type: 'application/pdf',
      filesize: file.bytes.length,
    });
    const download = await owner.call(`${FILES}/${file.id}/view`);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(file.bytes)).toBe(true);

    expect((await stranger.call(`${FILES}/${file.id}`)).statusCode).toBe(404);
  });
});
