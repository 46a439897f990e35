import { beforeEach, describe, expect, it } from 'vitest';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GIFT_ERRORS, RECIPIENT_NAME_TOO_LONG } from '@crema/domain/gifting';
import { presetFault, renderGift as renderApp } from './test-support';

configure({ asyncUtilTimeout: 10_000 });

const THANK_YOU = 'urn:crema:gift-category:thank-you';

beforeEach(() => sessionStorage.clear());

describe('/gift', () => {
  it('lists every category with links to the category and to each design, named by the design', async () => {
    await renderApp('/gift');
    expect(await screen.findByRole('heading', { level: 2, name: 'Thank you' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Gift card categories' });
    expect(within(nav).getByRole('link', { name: 'Birthday' }).getAttribute('href')).toBe(`/gift/category/${encodeURIComponent('urn:crema:gift-category:birthday')}`);
    const latte = screen.getByRole('link', { name: 'Thanks a Latte' });
    expect(latte.getAttribute('href')).toBe('/gift/11000101');
    expect(latte.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('A steaming coffee cup on cream with the words Thanks a latte')).toBeTruthy();
  });

  it('shows the catalogue message and recovers on Try again when the catalog fails', async () => {
    presetFault('getDigitalGiftsCatalog', { status: 500, times: 1 });
    const user = userEvent.setup();
    await renderApp('/gift');
    expect((await screen.findByRole('alert')).textContent).toBe(GIFT_ERRORS.unexpected.message);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Thanks a Latte' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('/gift/category/{categoryUrn}', () => {
  it('shows one category, marked in the category links', async () => {
    await renderApp(`/gift/category/${encodeURIComponent(THANK_YOU)}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you gift cards' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Thank you' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getAllByRole('listitem').length).toBeGreaterThan(4);
    expect(screen.queryByRole('link', { name: 'Birthday Cake' })).toBeNull();
  });

  it('says so for an unknown category and links to every gift card', async () => {
    await renderApp('/gift/category/urn-nope');
    expect(await screen.findByText("We couldn't find that category. Take a look at all of our gift cards instead.")).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });
});

describe('/gift/{productNumber}', () => {
  it('a product number that is not 8 characters is the gift fetch error, whose action goes to /gift', async () => {
    await renderApp('/gift/1234');
    const dialog = await screen.findByRole('alertdialog', { name: GIFT_ERRORS.giftFetchError.title });
    expect(within(dialog).getByText(GIFT_ERRORS.giftFetchError.message)).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'See gift cards' }).getAttribute('href')).toBe('/gift');
  });

  it('an unknown design of 8 characters is the same error', async () => {
    await renderApp('/gift/12345678');
    expect(await screen.findByRole('alertdialog', { name: GIFT_ERRORS.giftFetchError.title })).toBeTruthy();
  });

  it('shows the custom amount and recipient name messages of the domain, and the total', async () => {
    const user = userEvent.setup();
    await renderApp('/gift/11000101');
    await screen.findByRole('heading', { level: 1, name: 'Thanks a Latte' });
    await user.click(screen.getByRole('radio', { name: 'Custom' }));
    await user.type(screen.getByLabelText('Custom amount'), '3');
    await user.tab();
    expect(screen.getByText('Enter a Gift amount between $5 and $100.')).toBeTruthy();
    await user.clear(screen.getByLabelText('Custom amount'));
    await user.type(screen.getByLabelText('Custom amount'), '30');
    expect(screen.queryByText('Enter a Gift amount between $5 and $100.')).toBeNull();

    await user.click(screen.getByLabelText('Recipient 1 name'));
    await user.paste('Bartholomew Alexander Fitzgerald');
    await user.tab();
    expect(screen.getByText(RECIPIENT_NAME_TOO_LONG)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Add another recipient' }));
    await user.click(screen.getByLabelText('Recipient 1 e-mail'));
    await user.paste('a@example.com');
    await user.click(screen.getByLabelText('Recipient 2 name'));
    await user.paste('Bo');
    await user.click(screen.getByLabelText('Recipient 2 e-mail'));
    await user.paste('b@example.com');
    expect(screen.getByText('$60.00')).toBeTruthy();

    await user.type(screen.getByLabelText('Message (optional)'), 'Hi');
    expect(screen.getByText('2/160')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(screen.getByText('Check the highlighted fields and try again.')).toBeTruthy();
    expect(screen.getByText('Enter your name.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Recipient 1 name'));

    await user.click(screen.getByRole('button', { name: 'Remove recipient 2' }));
    expect(screen.queryByLabelText('Recipient 2 name')).toBeNull();
    expect(screen.getByText('$30.00', { selector: '.gift-summary__total dd' })).toBeTruthy();
  }, 20_000);
});
