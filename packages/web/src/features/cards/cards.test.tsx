import { beforeAll, describe, expect, it, vi } from 'vitest';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CardCodes, CardMessages } from '@crema/domain/cards';
import { renderAppThenNavigate } from '../../test/render-app';

// Plain readers (the suite has no jest-dom matchers).
const valueOf = (el: HTMLElement): string => (el as HTMLInputElement | HTMLSelectElement).value;
const checkedOf = (el: HTMLElement): boolean => (el as HTMLInputElement).checked;
const textOf = (el: HTMLElement | undefined): string => el?.textContent ?? '';
/** A sheet's request went through: the page says `notice`, the sheet has closed, and the page shows `shown`. */
const expectSheetDone = async (notice: string, shown: string) => {
  expect(await screen.findByText(notice)).toBeTruthy();
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(screen.getByText(shown)).toBeTruthy();
};

// Pages and capability modules load lazily, and the first transform of a chunk takes seconds on a loaded
// machine: they are loaded before the first test, so no test waits on a transform, only on the app.
configure({ asyncUtilTimeout: 4000 });
vi.setConfig({ testTimeout: 20_000 });
beforeAll(async () => {
  await Promise.all([import('./CardsPage'), import('./AddCardPage'), import('./CardPage'), import('../../app/modules/cards'), import('../../app/modules/payments'), import('../../app/modules/account')]);
}, 120_000);

const open = renderAppThenNavigate;
const signInNewMember = (path: string) => open(path, { newMember: true });

describe('/account/cards', () => {
  it('lists the demo member’s cards with balances, primary first, and an add-card link', async () => {
    await open('/account/cards', { member: true });
    const list = await screen.findByRole('list', { name: 'Your cards' });
    const links = within(list).getAllByRole('link');
    expect(links).toHaveLength(2);
    expect(links[0]).toBe(within(list).getByRole('link', { name: 'My Card $18.45 Primary' }));
    expect(links[1]).toBe(within(list).getByRole('link', { name: 'Office Card $3.20' }));
    expect(links[0]?.getAttribute('href')).toEqual('/account/cards/card-demo-primary');
    expect(screen.getByRole('link', { name: 'Add a card' }).getAttribute('href')).toEqual('/account/cards/add');
  });

  it('shows an empty state to a member without cards', async () => {
    await signInNewMember('/account/cards');
    expect(await screen.findByRole('heading', { name: 'No cards yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add your first card' }).getAttribute('href')).toEqual('/account/cards/add');
  });

  it('shows the failure with a way to try again', async () => {
    const r = await open('/', { member: true });
    r.backend.faults.set('listCards', { code: 'UNEXPECTED_ERROR', times: 1 });
    await act(async () => {
      await r.router.navigate('/account/cards');
    });
    expect(textOf(await screen.findByRole('alert'))).toContain('Something went wrong. Please try again later.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Your cards' })).toBeTruthy();
  });
});

describe('/account/cards/add', () => {
  const fill = async (number: string, code: string) => {
    await userEvent.type(await screen.findByLabelText(/Card number/), number);
    await userEvent.type(screen.getByLabelText(/Security code/), code);
  };
  /** Opens the add-card page, enters the card and presses Add card. */
  const addCard = async (number: string, code: string) => {
    await open('/account/cards/add', { member: true });
    await fill(number, code);
    await userEvent.click(screen.getByRole('button', { name: 'Add card' }));
  };

  it('keeps the form with the catalogue message and Try again for a wrong code', async () => {
    await addCard('6104172399001000', '99999999');
    const alert = await screen.findByRole('alert');
    expect(textOf(alert)).toContain(CardMessages.cardNumberOrCodeWrong);
    expect(valueOf(screen.getByLabelText(/Card number/))).toBe('6104172399001000');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.activeElement).toBe(screen.getByLabelText(/Card number/));
  });

  it('says the card is paused after too many wrong security codes (the server answers 423 with its code)', async () => {
    const r = await open('/account/cards/add', { member: true });
    r.backend.faults.set('addCard', { code: CardCodes.SECURITY_CODE_PAUSED, times: 1 });
    await fill('6104172399003000', '30003000');
    await userEvent.click(screen.getByRole('button', { name: 'Add card' }));
    expect(textOf(await screen.findByRole('alert'))).toContain(CardMessages.securityCodePaused);
    expect(CardMessages.securityCodePaused).toBe('Too many wrong security codes for this card. For your security, wait 15 minutes, then try again.');
  });

  it('flags malformed fields before any call', async () => {
    await addCard('1234', '12');
    expect(await screen.findByText(CardMessages.cardNumberFormat)).toBeTruthy();
    expect(screen.getByText(CardMessages.securityCodeFormat)).toBeTruthy();
  });

  it('offers Register this card for an unregistered card (121034)', async () => {
    await addCard('6104172399034000', '34343434');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('link', { name: 'Register this card' }).getAttribute('href')).toEqual('/account/cards/add');
  });

  it('says a card is already registered (122000)', async () => {
    await addCard('6104172399122000', '12200012');
    expect(textOf(await screen.findByRole('alert'))).toContain('This card is already registered.');
  });

  it('adds a card and lands on the list with the notice and the low-balance load prompt', async () => {
    await addCard('6104172399003000', '30003000');
    expect(await screen.findByText(CardMessages.cardAdded)).toBeTruthy();
    // The notice rides on the add's navigation; the prompt names the new card, so it comes with the cards' load,
    // a moment later: wait for it as the member does.
    expect((await screen.findByRole('link', { name: 'Add money to Pocket Card' })).getAttribute('href')).toEqual(expect.stringMatching(/#add-money$/));
    expect(screen.getByText(CardMessages.lowBalancePrompt)).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Your cards' });
    expect(within(list).getAllByRole('link')).toHaveLength(3);
  });

  it('after a transfer that empties the new card, asks to remove or keep it; Remove shows Card (NNNN) removed', async () => {
    await open('/account/cards/add', { member: true });
    await fill('6104172399003000', '30003000');
    await userEvent.click(screen.getByLabelText("Transfer this card's balance to one of my cards"));
    expect(valueOf(screen.getByLabelText('Transfer to'))).toBe('card-demo-primary');
    await userEvent.click(screen.getByRole('button', { name: 'Add card' }));
    const dialog = await screen.findByRole('alertdialog', { name: CardMessages.removeOrKeepTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove card' }));
    expect(await screen.findByText('Card (3000) removed')).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Your cards' });
    const links = within(list).getAllByRole('link');
    expect(links).toHaveLength(2);
    expect(links[0]).toBe(within(list).getByRole('link', { name: 'My Card $21.45 Primary' }));
  });
});

describe('/account/cards/{cardId}', () => {
  it('shows the card with balance, primary and auto reload state', async () => {
    await open('/account/cards/card-demo-primary', { member: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'My Card' })).toBeTruthy();
    expect(screen.getByText('$18.45')).toBeTruthy();
    expect(screen.getByText('Primary card')).toBeTruthy();
    expect(screen.getByText('Auto reload is on')).toBeTruthy();
  });

  it('says so for a card the member does not hold', async () => {
    await open('/account/cards/card-1', { member: true });
    expect(textOf(await screen.findByRole('alert'))).toContain('Something went wrong. Please try again later.');
    expect(screen.getByRole('link', { name: 'See all your cards' })).toBeTruthy();
  });

  it('#add-money adds money with the default saved card and updates the balance', async () => {
    await open('/account/cards/card-demo-second#add-money', { member: true });
    const sheet = await screen.findByRole('dialog', { name: 'Add money' });
    expect(valueOf(await within(sheet).findByLabelText('Payment method'))).toBe('pi-demo-visa-4242');
    expect(checkedOf(within(sheet).getByRole('radio', { name: '$25.00' }))).toBe(true);
    await userEvent.click(within(sheet).getByRole('radio', { name: '$10.00' }));
    await userEvent.click(within(sheet).getByRole('button', { name: 'Add $10.00' }));
    await expectSheetDone(CardMessages.reloadSucceeded, '$13.20');
  });

  it("shows the card's activity: none yet, then the money added on the page, with its amount and the balance after", async () => {
    await open('/account/cards/card-demo-second#add-money', { member: true });
    expect(await screen.findByText('No activity on this card yet.')).toBeTruthy();
    const sheet = await screen.findByRole('dialog', { name: 'Add money' });
    await within(sheet).findByLabelText('Payment method');
    await userEvent.click(within(sheet).getByRole('radio', { name: '$10.00' }));
    await userEvent.click(within(sheet).getByRole('button', { name: 'Add $10.00' }));
    const list = await screen.findByRole('list', { name: 'Card activity, newest first' });
    const lines = within(list).getAllByRole('listitem');
    expect(lines).toHaveLength(1);
    expect(textOf(lines[0])).toMatch(/^Money added.+\+\$10\.00Balance \$13\.20$/);
  });

  it("shows a failed activity read with a way to try again", async () => {
    const r = await open('/', { member: true });
    r.backend.faults.set('getCardActivity', { code: 'UNEXPECTED_ERROR', times: 1 });
    await act(async () => {
      await r.router.navigate('/account/cards/card-demo-second');
    });
    const section = (await screen.findByRole('heading', { name: 'Activity' })).closest('section') as HTMLElement;
    expect(textOf(await within(section).findByRole('alert'))).toContain('Something went wrong. Please try again later.');
    await userEvent.click(within(section).getByRole('button', { name: 'Try again' }));
    expect(await within(section).findByText('No activity on this card yet.')).toBeTruthy();
  });

  it('#add-money offers only amounts that keep the card within $500', async () => {
    await open('/account/cards/card-demo-primary#add-money', { member: true });
    const sheet = await screen.findByRole('dialog', { name: 'Add money' });
    const amounts = (await within(sheet).findAllByRole('radio')).map((r) => r.closest('label')?.textContent);
    expect(amounts).toEqual(['$10.00', '$15.00', '$25.00', '$50.00', '$100.00']);
  });

  it('#add-money keeps the form with the message of a failed reload (121025, Choose different card)', async () => {
    const r = await open('/account/cards/card-demo-second#add-money', { member: true });
    r.backend.faults.set('reloadCard', { code: '121025', times: 1 });
    const sheet = await screen.findByRole('dialog', { name: 'Add money' });
    await within(sheet).findByLabelText('Payment method');
    await userEvent.click(within(sheet).getByRole('button', { name: 'Add $25.00' }));
    const alert = await within(sheet).findByRole('alert');
    expect(textOf(alert)).toContain('Your card balance is too low. Choose a different card.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Choose different card' }));
    expect(document.activeElement).toBe(within(sheet).getByLabelText('Payment method'));
    expect(checkedOf(within(sheet).getByRole('radio', { name: '$25.00' }))).toBe(true);
  });

  it('#add-money without a chosen payment method shows the no-payment-method-selected message', async () => {
    await open('/account/cards/card-demo-second#add-money', { member: true });
    const sheet = await screen.findByRole('dialog', { name: 'Add money' });
    await userEvent.selectOptions(await within(sheet).findByLabelText('Payment method'), '');
    await userEvent.click(within(sheet).getByRole('button', { name: 'Add $25.00' }));
    expect(textOf(await within(sheet).findByRole('alert'))).toContain(CardMessages.noPaymentMethodSelected);
  });

  it('#auto-reload turns auto reload off, then asks for a payment method to turn it on for a card without a profile', async () => {
    const r = await open('/account/cards/card-demo-primary#auto-reload', { member: true });
    let sheet = await screen.findByRole('dialog', { name: 'Auto reload' });
    await userEvent.click(within(sheet).getByRole('switch', { name: 'Auto reload' }));
    await userEvent.click(within(sheet).getByRole('button', { name: 'Save' }));
    await expectSheetDone(CardMessages.autoReloadTurnedOff, 'Auto reload is off');

    await act(async () => {
      await r.router.navigate('/account/cards/card-demo-second#auto-reload');
    });
    sheet = await screen.findByRole('dialog', { name: 'Auto reload' });
    await userEvent.click(within(sheet).getByRole('switch', { name: 'Auto reload' }));
    await userEvent.selectOptions(within(sheet).getByLabelText('When my balance falls below'), '1000');
    await userEvent.click(within(sheet).getByRole('button', { name: 'Save' }));
    expect(textOf(await within(sheet).findByRole('alert'))).toContain(CardMessages.autoReloadNoPaymentMethod);
    await userEvent.selectOptions(within(sheet).getByLabelText('Payment method'), 'pi-demo-mc-4444');
    await userEvent.click(within(sheet).getByRole('button', { name: 'Save' }));
    await expectSheetDone(CardMessages.autoReloadSaved, 'Auto reload is on');
  });

  it('#pay shows the barcode and the number in blocks of 4', async () => {
    await open('/account/cards/card-demo-primary#pay', { member: true });
    const sheet = await screen.findByRole('dialog', { name: 'Scan in store' });
    const img = await within(sheet).findByRole('img', { name: 'Barcode to scan at the register' }, { timeout: 5000 });
    expect(img.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(within(sheet).getByText('6104 1723 0018 4521')).toBeTruthy();
  });

  it('#pay shows the number under Barcode is temporarily down when the barcode fails', async () => {
    const r = await open('/', { member: true });
    r.backend.faults.set('getBarcode', { code: 'UNEXPECTED_ERROR', times: 1 });
    await act(async () => {
      await r.router.navigate('/account/cards/card-demo-second#pay');
    });
    const sheet = await screen.findByRole('dialog', { name: 'Scan in store' });
    expect(await within(sheet).findByText(CardMessages.barcodeDown)).toBeTruthy();
    expect(within(sheet).getByText('6104 1723 0057 9932')).toBeTruthy();
  });

  it('transfers balance to another card', async () => {
    await open('/account/cards/card-demo-primary', { member: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Transfer balance' }));
    const dialog = await screen.findByRole('dialog', { name: 'Transfer balance' });
    const amount = await within(dialog).findByLabelText(/Amount in dollars/);
    await userEvent.clear(amount);
    await userEvent.type(amount, '5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByText(/Balance transferred\. \$8\.20 is now on Office Card\./)).toBeTruthy();
    expect(screen.getByText('$13.45')).toBeTruthy();
  });

  it('makes a card primary', async () => {
    await open('/account/cards/card-demo-second', { member: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Make primary' }));
    expect(await screen.findByText('Office Card is now your primary card.')).toBeTruthy();
    expect(screen.getByText('Primary card')).toBeTruthy();
  });

  it('removes a card: Card (NNNN) removed on the list; a failure says Failed to remove card', async () => {
    const r = await open('/account/cards/card-demo-second', { member: true });
    r.backend.faults.set('removeCard', { code: 'UNEXPECTED_ERROR', times: 1 });
    await userEvent.click(await screen.findByRole('button', { name: 'Remove card' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove this card?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove card' }));
    expect(textOf(await within(dialog).findByRole('alert'))).toContain(CardMessages.removeFailed);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove card' }));
    expect(await screen.findByText('Card (9932) removed')).toBeTruthy();
    await waitFor(() => expect(r.router.state.location.pathname).toBe('/account/cards'));
  });
});
