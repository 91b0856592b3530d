// Slow shared CI machines: these tests fill whole forms.
jest.setTimeout(20_000);
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ContactForm from '../ContactForm';
import { byPath, NETWORK_ERROR, fail, fakeApi, fill, ok, renderPage, sentHeader } from '@ferrolink/testing';

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await fill(user, screen.getByLabelText(/First name/), 'Ingrid');
  await fill(user, screen.getByLabelText(/Last name/), 'Solberg');
  await fill(user, screen.getByLabelText(/^\*?\s*Company$/), 'Nordvann Water');
  await fill(user, screen.getByLabelText(/^\*?\s*Email/), 'ingrid@nordvann.example');
  await fill(user, screen.getByLabelText(/Country\/Region/), 'Norway');
  await fill(user, screen.getByLabelText(/Phone\/Whats app\/Skype/), '+47 555 0100');
  await fill(user, screen.getByLabelText(/Message/), 'Please quote 60 cellular routers.');
}

describe('ContactForm', () => {
  it('shows the messages word for word for every required field and sends nothing', async () => {
    const sent = fakeApi(byPath({ 'Guest/Add': () => ok(null) }));
    const user = userEvent.setup();
    renderPage(<ContactForm />);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    for (const message of [
      'First Name is required.',
      'Last Name is required.',
      'Company is required.',
      'Email is required.',
      'Country is required.',
      'Message is required.',
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    // Phone/Whats app/Skype is optional.
    expect(screen.getByLabelText(/Phone\/Whats app\/Skype/)).not.toHaveAttribute('aria-invalid');
    expect(sent).toHaveLength(0);
  });

  it('checks the email as it is typed', async () => {
    fakeApi(byPath({}));
    const user = userEvent.setup();
    renderPage(<ContactForm />);
    const email = screen.getByLabelText(/^\*?\s*Email/);
    await user.type(email, 'ingrid');
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    await user.type(email, '@nordvann.example');
    expect(screen.queryByText('Please enter a valid email address')).not.toBeInTheDocument();
    await user.clear(email);
    expect(screen.getByText('Email is required.')).toBeInTheDocument();
  });

  it('sends the enquiry with an empty honeypot, disables Submit while sending, then says Thank You (step 1)', async () => {
    let release: () => void = () => undefined;
    const sent = fakeApi(byPath({ 'Guest/Add': () => new Promise((resolve) => (release = () => resolve(ok(null)))) }));
    const user = userEvent.setup();
    renderPage(<ContactForm />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    release();
    expect(await screen.findByRole('heading', { name: 'Thank You' })).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toEqual({
      FirstName: 'Ingrid',
      LastName: 'Solberg',
      Company: 'Nordvann Water',
      Phone: '+47 555 0100',
      Country: 'Norway',
      Body: 'Please quote 60 cellular routers.',
      EMail: 'ingrid@nordvann.example',
      Website: '',
    });
  });

  it('in reset mode empties the form and calls onSent (the About page opens its modal)', async () => {
    fakeApi(byPath({ 'Guest/Add': () => ok(null) }));
    const onSent = jest.fn();
    const user = userEvent.setup();
    renderPage(<ContactForm mode="reset" onSent={onSent} />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSent).toHaveBeenCalledTimes(1));
    expect(screen.getByLabelText(/First name/)).toHaveValue('');
    expect(screen.getByLabelText(/Message/)).toHaveValue('');
    expect(screen.queryByText('First Name is required.')).not.toBeInTheDocument();
  });

  it('keeps what was typed and says so when the send fails', async () => {
    fakeApi(byPath({ 'Guest/Add': () => NETWORK_ERROR }));
    const user = userEvent.setup();
    renderPage(<ContactForm />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('your message could not be sent');
    expect(screen.getByLabelText(/First name/)).toHaveValue('Ingrid');
    expect(screen.getByLabelText(/Message/)).toHaveValue('Please quote 60 cellular routers.');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
  });

  it('sends each enquiry with an Idempotency-Key, the same one when it is sent again after a dropped connection, another for the next', async () => {
    const sent = fakeApi(byPath({ 'Guest/Add': () => (sent.length === 1 ? NETWORK_ERROR : ok(null)) }));
    const onSent = jest.fn();
    const user = userEvent.setup();
    renderPage(<ContactForm mode="reset" onSent={onSent} />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('your message could not be sent');
    // The visitor sends the unchanged enquiry again: it may have arrived, so it is the same submission.
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSent).toHaveBeenCalledTimes(1));
    // The next enquiry, word for word the same, is a new submission.
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSent).toHaveBeenCalledTimes(2));

    const keys = sent.map((request) => sentHeader(request, 'Idempotency-Key'));
    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(/^[A-Za-z0-9_-]{8,200}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).toMatch(/^[A-Za-z0-9_-]{8,200}$/);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('sends an edited enquiry under a new key', async () => {
    const sent = fakeApi(byPath({ 'Guest/Add': () => NETWORK_ERROR }));
    const user = userEvent.setup();
    renderPage(<ContactForm />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('your message could not be sent');
    await fill(user, screen.getByLabelText(/Message/), 'Please quote 70 cellular routers.');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sentHeader(sent[1], 'Idempotency-Key')).toMatch(/^[A-Za-z0-9_-]{8,200}$/);
    expect(sentHeader(sent[1], 'Idempotency-Key')).not.toBe(sentHeader(sent[0], 'Idempotency-Key'));
  });

  it("shows the server's reason when it refuses the enquiry", async () => {
    fakeApi(byPath({ 'Guest/Add': () => fail(429, 'Too many requests. Please wait 600 seconds and try again.') }));
    const user = userEvent.setup();
    renderPage(<ContactForm />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests. Please wait 600 seconds and try again.');
  });
});
