// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { supportApi } from '#shared/contracts/support';
import type * as ApiClient from '../../lib/api-client';
import { ApiError } from '../../lib/api-client';
import { renderWithQueries } from '../../lib/render-with-queries.fixture';
import { ContactForm } from './contact-form';

const call = vi.hoisted(() => vi.fn());
vi.mock('../../lib/api-client', async (original) => ({
  ...(await original<typeof ApiClient>()),
  callApi: call,
}));

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const send = () => act(async () => fireEvent.click(screen.getByRole('button', { name: /Send/ })));

// A block body: a function returned from beforeEach would run as its teardown.
beforeEach(() => {
  call.mockReset();
});
afterEach(cleanup);

describe('ContactForm', () => {
  it('signed out, asks for a name and an email before sending anything', async () => {
    renderWithQueries(<ContactForm member={null} />);
    type('What is it about?', 'refund');
    type('Your message', 'I would like a refund for my Blueprint, please.');
    await send();
    expect(call).not.toHaveBeenCalled();
    expect(screen.getByText('Please enter your name.')).toBeTruthy();
    expect(screen.getByText('Please enter your email.')).toBeTruthy();
  });

  it('signed out, sends the name and address and says where the answer will come', async () => {
    call.mockResolvedValue({ ok: true });
    renderWithQueries(<ContactForm member={null} />);
    type('Your name', 'Vera Visitor');
    type('Your email', 'vera@example.com');
    type('What is it about?', 'refund');
    type('Your message', 'I would like a refund for my Blueprint, please.');
    await send();
    expect(call).toHaveBeenCalledWith(supportApi.send, {
      body: {
        topic: 'refund',
        message: 'I would like a refund for my Blueprint, please.',
        name: 'Vera Visitor',
        email: 'vera@example.com',
      },
    });
    expect((await screen.findByRole('status')).textContent).toContain('vera@example.com');
  });

  it('signed in, sends only the topic and message, and shows a refusal in words', async () => {
    const refusal = new ApiError(429, 'RATE_LIMITED', 'You have sent us several messages today.');
    call.mockRejectedValue(refusal);
    renderWithQueries(<ContactForm member={{ name: 'Sam Member', email: 'sam@example.com' }} />);
    expect(screen.queryByLabelText('Your email')).toBeNull();
    type('What is it about?', 'account');
    type('Your message', 'hi');
    await send();
    expect(screen.getByText('Please write at least 10 characters.')).toBeTruthy();
    type('Your message', 'How do I change my email address?');
    await send();
    expect(call.mock.calls).toEqual([
      [
        supportApi.send,
        { body: { topic: 'account', message: 'How do I change my email address?' } },
      ],
    ]);
    expect(screen.getByRole('alert').textContent).toBe('You have sent us several messages today.');
  });
});
