import { describe, expect, it } from 'vitest';
import { chatRequestsApi } from '#shared/contracts/chat-requests';
import { profilesApi } from '#shared/contracts/profiles';
import { ApiError, isApiError, urlOf } from './api-client';

describe('the contract helper', () => {
  it('narrows an error to the codes its endpoint can answer, and refuses others when compiling', () => {
    const err: unknown = new ApiError(409, 'NO_MATCHES_REMAINING', 'No matches remaining.');
    expect(isApiError(err, chatRequestsApi.send)).toBe(true);
    if (!isApiError(err, chatRequestsApi.send)) return;
    expect(err.code === 'NO_MATCHES_REMAINING').toBe(true);
    // @ts-expect-error sending a chat request never answers EQ_BELOW_THRESHOLD: this must not compile
    expect(err.code === 'EQ_BELOW_THRESHOLD').toBe(false);
    expect(isApiError(new Error('plain'), chatRequestsApi.send)).toBe(false);
  });

  it('fills path parameters encoded, so an id can never change the route', () => {
    expect(urlOf(chatRequestsApi.accept, { id: 'a/b?c' })).toBe(
      '/api/chat-requests/a%2Fb%3Fc/accept',
    );
    expect(urlOf(profilesApi.avatarFile, { name: 'x.webp' })).toBe('/api/files/avatars/x.webp');
  });
});
