import type * as S3Sdk from '@aws-sdk/client-s3';
import type { Readable } from 'node:stream';
import { assertSafeKey, type FileStore } from './file-store';

export interface S3Options {
  bucket: string;
  region: string;
  /** An S3-compatible service (MinIO, R2, Spaces...); AWS itself when absent. */
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle?: boolean;
  /** Prefix of every key, e.g. "uploads/". */
  prefix?: string;
}

/** Uploaded files in an S3-compatible bucket, so several app instances share them. */
export function createS3FileStore(options: S3Options): FileStore {
  // The AWS SDK (~35 MB, ~90 ms to load) is loaded by the first file stored or read, not by every start.
  let connected: Promise<{ client: S3Sdk.S3Client; sdk: typeof S3Sdk }> | undefined;
  const connect = () =>
    (connected ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: options.region,
        endpoint: options.endpoint,
        forcePathStyle: options.forcePathStyle ?? Boolean(options.endpoint),
        credentials:
          options.accessKeyId && options.secretAccessKey
            ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
            : undefined,
      }),
    })));
  const prefix = options.prefix ?? 'uploads/';
  return {
    kind: 's3',
    async put(key, body, contentType) {
      assertSafeKey(key);
      const { client, sdk } = await connect();
      await client.send(
        new sdk.PutObjectCommand({
          Bucket: options.bucket,
          Key: `${prefix}${key}`,
          Body: body,
          ContentType: contentType,
        }),
      );
    },
    async get(key) {
      try {
        assertSafeKey(key);
        const { client, sdk } = await connect();
        const object = await client.send(new sdk.GetObjectCommand({ Bucket: options.bucket, Key: `${prefix}${key}` }));
        if (!object.Body) return null;
        return { body: object.Body as Readable, size: Number(object.ContentLength ?? 0) };
      } catch (error) {
        const name = (error as { name?: string }).name;
        const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
        if (name === 'NoSuchKey' || status === 404 || (error as Error).message?.startsWith('unsafe storage key')) {
          return null;
        }
        throw error;
      }
    },
    async remove(key) {
      assertSafeKey(key);
      const { client, sdk } = await connect();
      await client.send(new sdk.DeleteObjectCommand({ Bucket: options.bucket, Key: `${prefix}${key}` }));
    },
  };
}
