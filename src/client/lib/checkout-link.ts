/** SPEC 2: the blueprint payment page, reached with email and userId ('temp' when there is none). */
export const blueprintCheckoutPath = (email: string, userId: string) =>
  `/blueprint-payment?${new URLSearchParams({ email, userId: userId || 'temp' }).toString()}`;
