import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NewsletterBox } from './newsletter-box';

describe('NewsletterBox', () => {
  it('has a labelled, required e-mail input and a Subscribe button', () => {
    render(<NewsletterBox endpoint={null} />);
    const input = screen.getByLabelText('Email address');
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAttribute('placeholder', 'Your email address');
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeInTheDocument();
  });

  it('says sign-up is not open when no endpoint is configured, and keeps what was typed', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    render(<NewsletterBox endpoint={null} />);
    await userEvent.type(screen.getByLabelText('Email address'), 'reader@example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(screen.getByRole('status')).toHaveTextContent('Newsletter sign-up is not open yet');
    expect(screen.getByLabelText('Email address')).toHaveValue('reader@example.org');
    expect(fetch).not.toHaveBeenCalled();
    expect(info).toHaveBeenCalledOnce();
  });

  it('posts to the configured endpoint and confirms', async () => {
    const fake = vi.fn(async () => new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', fake);
    render(<NewsletterBox endpoint="https://newsletter.test/subscribe" />);
    await userEvent.type(screen.getByLabelText('Email address'), 'reader@example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('You are subscribed. Thank you!')).toBeInTheDocument();
    expect(fake).toHaveBeenCalledWith('https://newsletter.test/subscribe', expect.objectContaining({ method: 'POST', body: JSON.stringify({ email: 'reader@example.org' }) }));
  });

  it('shows a friendly error, logs it, and keeps the address when the endpoint fails', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('', { status: 500 })));
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<NewsletterBox endpoint="https://newsletter.test/subscribe" />);
    await userEvent.type(screen.getByLabelText('Email address'), 'reader@example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText(/could not sign you up/)).toBeInTheDocument();
    expect(screen.getByLabelText('Email address')).toHaveValue('reader@example.org');
    expect(error).toHaveBeenCalledOnce();
  });
});
