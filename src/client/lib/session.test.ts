// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_HINT_COOKIE } from '#shared/domain/accounts';
import { sessionQuery } from './session';

const readSession = () => sessionQuery.queryFn!({} as never);
const ada = { id: 'u1', email: 'ada@example.com', name: 'Ada', role: 'admin' };

afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = `${SESSION_HINT_COOKIE}=; Max-Age=0; Path=/`;
  localStorage.clear();
});

describe('the session query', () => {
  it('asks nothing and forgets the hints when no session cookie is set', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    localStorage.setItem('isAuthenticated', 'true');
    await expect(readSession()).resolves.toBeNull();
    expect(fetch).not.toHaveBeenCalled();
    expect(localStorage.getItem('isAuthenticated')).toBeNull();
  });

  it('asks the server when the hint says a session cookie is set', async () => {
    document.cookie = `${SESSION_HINT_COOKIE}=1; Path=/`;
    const fetch = vi.fn(async () => Response.json({ session: {}, user: ada }));
    vi.stubGlobal('fetch', fetch);
    await expect(readSession()).resolves.toEqual(ada);
    expect(fetch).toHaveBeenCalledOnce();
    expect(localStorage.getItem('userRole')).toBe('admin');
  });

  it('believes the server over the hint: an expired session is signed out', async () => {
    document.cookie = `${SESSION_HINT_COOKIE}=1; Path=/`;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json(null)),
    );
    await expect(readSession()).resolves.toBeNull();
  });
});
