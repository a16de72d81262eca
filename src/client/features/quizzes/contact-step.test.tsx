// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ContactStep } from './contact-step';

const submitButton = () =>
  screen.getByRole<HTMLButtonElement>('button', { name: /see my results|processing/i });

beforeEach(() => {
  localStorage.clear();
  // jsdom does not lay out pages, so it has no scrollIntoView.
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(cleanup);

describe('ContactStep', () => {
  it("shows 'ALMOST DONE' and keeps submit disabled until name and email are non-empty after trimming", () => {
    const onSubmit = vi.fn();
    render(<ContactStep busy={false} onSubmit={onSubmit} onPrevious={() => {}} />);
    expect(screen.getByText('ALMOST DONE')).toBeTruthy();
    expect(submitButton().disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Your name'), { target: { value: '   ' } });
    fireEvent.change(screen.getByLabelText('Your email'), { target: { value: 'ada@example.com' } });
    expect(submitButton().disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Your name'), { target: { value: ' Ada ' } });
    expect(submitButton().disabled).toBe(false);
    fireEvent.click(submitButton());
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Ada', email: 'ada@example.com' });
  });

  it('says what is wrong with an email that is not one, and sends nothing', () => {
    const onSubmit = vi.fn();
    render(<ContactStep busy={false} onSubmit={onSubmit} onPrevious={() => {}} />);
    fireEvent.change(screen.getByLabelText('Your name'), { target: { value: 'Ada' } });
    fireEvent.change(screen.getByLabelText('Your email'), { target: { value: 'ada at home' } });
    fireEvent.click(submitButton());
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('Please enter a valid email address');
  });

  it("pre-fills from the quiz keys and reads 'Processing...' while busy", () => {
    localStorage.setItem('quiz_user_name', 'Bo');
    localStorage.setItem('quiz_user_email', 'bo@example.com');
    render(<ContactStep busy onSubmit={() => {}} onPrevious={() => {}} />);
    expect(screen.getByLabelText<HTMLInputElement>('Your name').value).toBe('Bo');
    expect(submitButton().textContent).toContain('Processing...');
    expect(submitButton().disabled).toBe(true);
  });
});
