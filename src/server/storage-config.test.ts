import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env.js';

const bucket = {
  S3_ENDPOINT: 'http://127.0.0.1:9000',
  S3_BUCKET: 'photos',
  S3_REGION: 'us-east-1',
  S3_ACCESS_KEY_ID: 'key-id',
  S3_SECRET_ACCESS_KEY: 'secret',
};
const base = { DATA_DIR: '.data-test', AUTH_SECRET: 'test-secret-test-secret-test-secret!' };

describe('the S3_* settings', () => {
  it('none of them keeps files on the disk', () => {
    expect(loadConfig(base).s3).toBeUndefined();
  });

  it('all five choose the bucket; path style is off unless asked for', () => {
    expect(loadConfig({ ...base, ...bucket }).s3).toEqual({
      endpoint: bucket.S3_ENDPOINT,
      bucket: 'photos',
      region: 'us-east-1',
      accessKeyId: 'key-id',
      secretAccessKey: 'secret',
      forcePathStyle: false,
    });
    expect(loadConfig({ ...base, ...bucket, S3_FORCE_PATH_STYLE: 'on' }).s3?.forcePathStyle).toBe(
      true,
    );
  });

  it('half of them is refused in one line naming what is missing', () => {
    const { S3_REGION: _r, S3_SECRET_ACCESS_KEY: _s, ...half } = bucket;
    expect(() => loadConfig({ ...base, ...half })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, ...half })).toThrow(
      /object storage needs S3_ENDPOINT, .* together; missing: S3_REGION, S3_SECRET_ACCESS_KEY/,
    );
  });

  it('an endpoint that is not a URL is refused', () => {
    expect(() => loadConfig({ ...base, ...bucket, S3_ENDPOINT: 'the minio box' })).toThrow(
      /S3_ENDPOINT/,
    );
  });
});
