import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import webPush from 'web-push';
import { healthApi } from '#shared/contracts/health.js';
import { loadConfig } from './env.js';
import { PRODUCTION_CHECKLIST, type ProductionSettings } from './production-checklist.js';
import {
  argsOf,
  containerEnv,
  parseDotenv,
  readCompose,
  readDockerfile,
  readRootFile,
  stageEnv,
  type Env,
} from './testing/container-files.js';

// Decision 0046: no container engine runs on CI machines, so the recipe is checked file by file
// against the code it must agree with, instead of an image being built.
const stages = readDockerfile();
const runtime = stages.at(-1)!;
const imageEnv = stageEnv(runtime);
const { services } = readCompose();
const apps = Object.entries(services).filter(([, s]) => s.build !== undefined);
const pkg = JSON.parse(readRootFile('package.json')) as {
  scripts: Record<string, string>;
  allowScripts: Record<string, unknown>;
};
const lock = JSON.parse(readRootFile('package-lock.json')) as {
  packages: Record<
    string,
    { version: string; libc?: string[]; optional?: boolean; hasInstallScript?: boolean }
  >;
};
const example = parseDotenv(readRootFile('.env.example'));
/**
 * .env as the README has it made: the web-push key pair from web-push's generateVAPIDKeys, run
 * in the image, and every other empty value of .env.example filled by `openssl rand -hex 32`.
 */
const vapid = webPush.generateVAPIDKeys();
const filled: Env = Object.fromEntries(
  Object.entries(example).map(([k, v]) => [
    k,
    v ||
      { VAPID_PUBLIC_KEY: vapid.publicKey, VAPID_PRIVATE_KEY: vapid.privateKey }[k] ||
      randomBytes(32).toString('hex'),
  ]),
);
const caddyfile = readRootFile('Caddyfile');

describe('the image (Dockerfile)', () => {
  it('builds in one stage and runs from another, both on Node 22 slim', () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    for (const { from } of stages) expect(from).toMatch(/^node:22(\.\d+)*-(\w+-)?slim$/);
    expect(argsOf(stages[0]!, 'RUN')).toContainEqual(expect.stringContaining('npm run build'));
    expect(argsOf(runtime, 'COPY')).toContain(`--from=${stages[0]!.name} /app/dist ./dist`);
  });

  it('installs the production dependencies only, with the optional ones sharp needs', () => {
    const installs = argsOf(runtime, 'RUN').filter((r) => r.includes('npm ci'));
    expect(installs).toHaveLength(1);
    expect(installs[0]).toContain('--omit=dev');
    expect(installs[0]).not.toContain('--omit=optional');
  });

  it('runs no install script, as npm 11 with the empty allowScripts does here', () => {
    expect(pkg.allowScripts).toEqual({});
    const installs = stages.flatMap((s) => argsOf(s, 'RUN')).filter((r) => r.includes('npm ci'));
    for (const install of installs) expect(install).toContain('--ignore-scripts');
    // So sharp must need none: its linux binaries are prebuilt packages the lockfile pins.
    const sharp = lock.packages['node_modules/sharp']!;
    expect(sharp.hasInstallScript).toBeFalsy();
    for (const arch of ['x64', 'arm64'])
      for (const name of [`sharp-linux-${arch}`, `sharp-libvips-linux-${arch}`])
        expect(lock.packages[`node_modules/@img/${name}`]).toMatchObject({
          optional: true,
          libc: ['glibc'],
        });
    expect(lock.packages['node_modules/@img/sharp-linux-x64']!.version).toBe(sharp.version);
  });

  it('starts the server as `npm start` does, as a user who is not root, on the port it exposes', () => {
    const cmd = JSON.parse(argsOf(runtime, 'CMD')[0]!) as string[];
    expect(cmd.join(' ')).toBe(pkg.scripts.start);
    expect(argsOf(runtime, 'USER')).toHaveLength(1);
    expect(argsOf(runtime, 'USER')[0]).not.toMatch(/^(root|0)(:|$)/);
    expect(argsOf(runtime, 'EXPOSE')).toEqual([imageEnv.PORT]);
    expect(imageEnv.NODE_ENV).toBe('production');
  });

  it('checks its health on the public health route, as Caddy does', () => {
    expect(healthApi.check).toMatchObject({ method: 'GET', access: 'public' });
    const [healthcheck] = argsOf(runtime, 'HEALTHCHECK');
    expect(healthcheck).toContain(
      `:' + (process.env.PORT || ${imageEnv.PORT}) + '${healthApi.check.path}'`,
    );
    expect(caddyfile).toMatch(new RegExp(`^\\s*health_uri ${healthApi.check.path}$`, 'm'));
  });
});

describe('the services (compose.yaml and .env.example)', () => {
  it('runs two instances of the image', () => {
    expect(apps.map(([name]) => name)).toEqual(['app1', 'app2']);
  });

  it('gives each instance every setting the production checklist needs a value for', () => {
    // What a production start with nothing set fails on: the items that need a value.
    const nothingSet: ProductionSettings = {
      RATE_LIMIT: 'on',
      ALLOW_TEST_PAYMENTS_IN_PRODUCTION: 'off',
      DEV_MAILBOX: 'off',
      DEMO_MODE: 'off',
    };
    const needed = PRODUCTION_CHECKLIST.filter((item) => item.problem(nothingSet) !== null);
    expect(needed.length).toBeGreaterThan(0);
    for (const [, app] of apps)
      for (const { setting } of needed) expect(Object.keys(app.environment!)).toContain(setting);
  });

  it('starts both instances in production, on the same shared state, with a filled-in .env', () => {
    const envs = apps.map(([, app]) => containerEnv(app, filled, imageEnv));
    for (const env of envs) {
      const config = loadConfig(env);
      expect(config.production).toBe(true);
      expect(new URL(config.databaseUrl!).host).toBe('postgres:5432');
      expect(new URL(config.redisUrl!).host).toBe('redis:6379');
      expect(config.authSecret).toBe(filled.AUTH_SECRET);
      // Issue 33's object-storage settings, on MinIO, which serves buckets by path.
      expect(env).toMatchObject({ S3_ENDPOINT: 'http://minio:9000', S3_FORCE_PATH_STYLE: 'on' });
      for (const name of ['S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'])
        expect(env[name]).toBeTruthy();
    }
    expect(envs[1]).toEqual(envs[0]);
  });

  it('refuses to start while a secret of .env.example is left empty', () => {
    const empty = Object.keys(example).filter((k) => !example[k]);
    expect(empty.length).toBeGreaterThan(0);
    for (const name of empty) {
      const missing = { ...filled, [name]: '' };
      const starts = () => Object.values(services).map((s) => containerEnv(s, missing));
      expect(starts).toThrow(`required variable ${name} is missing`);
    }
  });

  it('lets requests in through Caddy only, which balances over exactly the instances', () => {
    const published = Object.entries(services).filter(([, s]) => s.ports?.length);
    expect(published.map(([name]) => name)).toEqual(['caddy']);
    const upstreams = /^reverse_proxy (.+) \{$/m.exec(caddyfile)?.[1]?.split(' ');
    expect(upstreams).toEqual(apps.map(([name]) => `${name}:${imageEnv.PORT}`));
    expect(services.caddy!.volumes).toContain('./Caddyfile:/etc/caddy/Caddyfile:ro');
    // Caddy serves the address the app's links and cookies name.
    expect(containerEnv(services.caddy!, filled).SITE_ADDRESS).toBe(filled.APP_URL);
    expect(caddyfile).toMatch(/^\{\$SITE_ADDRESS\}$/m);
    // TRUST_PROXY=1: the one hop the server trusts is Caddy's.
    for (const [, app] of apps) expect(app.environment!.TRUST_PROXY).toBe('1');
  });

  it('keeps .env out of git and out of the image', () => {
    expect(readRootFile('.gitignore').split('\n')).toContain('.env');
    expect(readRootFile('.dockerignore').split('\n')).toContain('.env');
  });
});
