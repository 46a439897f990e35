// The national menu a page came with (the first view of /menu): it answers the first ask for the national
// menu without a call, once, and only when it decodes; a store's menu and every later ask go to the server.
import { describe, expect, it } from 'vitest';
import { createSeededIds } from '@crema/domain';
import { createHttpClient } from '../client';
import { answer, useTestServer } from '../client/test-server';
import { createHttpOrdering } from './index';

const server = useTestServer();

const pageMenu = { menus: [{ id: 'm', name: 'Drinks', uri: 'drinks', displayOrder: 1, categories: [] }], featured: [] };
const served = { menus: [], featured: [] };
const ordering = (o: { pageMenu?: unknown }) => createHttpOrdering(createHttpClient({ baseUrl: server.baseUrl, locale: 'en-US', ids: createSeededIds(5) }), o);

describe("the page's menu", () => {
  it('answers the first ask for the national menu without a call, then the server answers', async () => {
    const menus = ordering({ pageMenu }).menus;
    expect(await answer(menus.getMenus(undefined))).toEqual({ _tag: 'Right', right: pageMenu });
    expect(server.received).toHaveLength(0);
    server.replyJson(200, { data: { menu: served } });
    expect(await answer(menus.getMenus(undefined))).toEqual({ _tag: 'Right', right: served });
    expect(server.received).toHaveLength(1);
  });

  it("never stands for a store's menu", async () => {
    const menus = ordering({ pageMenu }).menus;
    server.replyJson(200, { data: { menu: { ...served, storeNumber: '10001-1' } } });
    expect(await answer(menus.getMenus('10001-1'))).toMatchObject({ _tag: 'Right', right: { storeNumber: '10001-1' } });
    const asked = new URL(server.received[0]?.url ?? '', 'http://x').searchParams;
    expect([asked.get('operationName'), JSON.parse(asked.get('variables') ?? '')]).toEqual(['get-menu', { storeNumber: '10001-1' }]);
    // Still unused: the national menu comes from the page.
    expect(await answer(menus.getMenus(undefined))).toEqual({ _tag: 'Right', right: pageMenu });
    expect(server.received).toHaveLength(1);
  });

  it('is asked of the server when what the page holds does not decode', async () => {
    server.replyJson(200, { data: { menu: served } });
    expect(await answer(ordering({ pageMenu: { menus: 'all of them' } }).menus.getMenus(undefined))).toEqual({ _tag: 'Right', right: served });
    expect(server.received).toHaveLength(1);
  });
});
