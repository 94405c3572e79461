import { expect, it } from 'vitest';
import { describeEachDb } from '../test/harness';

/** The seeded demo content answers in the request's locale (en-US as seeded, word for word). */
describeEachDb('seeded content in the request locale', (get) => {
  const data = async (url: string) => {
    const res = await get().app.inject({ method: 'GET', url });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  type Titled = { id: number; sysname: string; description: { title: string; text: string; button_title?: string } };

  it('campaigns/getoffers and getOffer answer offer texts in pt-BR, en-US unchanged', async () => {
    const en = (await data('/api/campaigns/getoffers?fields=description')) as Titled[];
    const welcomeEn = en.find((o) => o.sysname === 'welcome-bonus')!;
    expect(welcomeEn.description).toMatchObject({ title: 'Welcome bonus', button_title: 'Deposit', text: expect.stringMatching(/^100% up to 500 USD on your first deposit\./) });
    const pt = (await data('/api/campaigns/getoffers?fields=description&locale=pt-BR')) as Titled[];
    const welcomePt = pt.find((o) => o.sysname === 'welcome-bonus')!;
    expect(welcomePt.description).toMatchObject({ title: 'Bônus de boas-vindas', button_title: 'Depositar', text: expect.stringContaining('500 USD no seu primeiro depósito') });
    expect(pt.every((o) => typeof o.description.title === 'string' && typeof o.description.text === 'string')).toBe(true);
    const one = await data(`/api/campaigns/getOffer?offer_id=${welcomePt.id}&fields=description&locale=es-ES`);
    expect(one.description.title).toBe('Bono de bienvenida');
  });

  it('popups/get answers the welcome popup in ar, en-US unchanged', async () => {
    const [en] = await data('/api/popups/get');
    expect(en).toMatchObject({ sysname: 'welcome', title: 'Welcome!', text: 'Your first deposit is doubled.', button: { title: 'Deposit', link: '/cashier/deposit' } });
    const [ar] = await data('/api/popups/get?locale=ar');
    expect(ar).toMatchObject({ sysname: 'welcome', title: 'أهلًا بك!', text: 'نضاعف إيداعك الأول.', offer: 'welcome-bonus', button: { title: 'إيداع', link: '/cashier/deposit' } });
  });

  it('tournaments/get answers descriptions and rules in pt-BR, en-US unchanged', async () => {
    const find = async (locale: string) =>
      ((await data(`/api/tournaments/get?fields=description${locale}`)) as Array<{ sysname: string; description: Record<string, string> }>).find((t) => t.sysname === 'spring-spins')!;
    const en = await find('');
    expect(en.description).toEqual({ title: 'Spring Spins', text: 'Collect points in Spring Spins games; the best players share the prize pool.', rules: '100 points per 1 USD staked.' });
    const pt = await find('&locale=pt-BR');
    expect(pt.description).toEqual({ title: 'Giros de primavera', text: expect.stringContaining('Giros de primavera'), rules: '100 pontos por cada 1 USD apostado.' });
  });

  it('tournaments/get answers the tournaments’ titles in pt-BR, es-ES and ar (list and one by id), en-US unchanged', async () => {
    type Listed = { id: number; sysname: string; title: string };
    const titles = async (locale: string) => Object.fromEntries(((await data(`/api/tournaments/get?status=all${locale}`)) as Listed[]).map((t) => [t.sysname, t.title]));
    expect(await titles('')).toMatchObject({ 'spring-spins': 'Spring Spins', 'live-table-race': 'Live Table Race', 'crash-masters': 'Crash Masters', 'winter-classic': 'Winter Classic' });
    expect(await titles('&locale=en-US')).toMatchObject({ 'spring-spins': 'Spring Spins', 'winter-classic': 'Winter Classic' });
    expect(await titles('&locale=pt-BR')).toMatchObject({ 'spring-spins': 'Giros de primavera', 'live-table-race': 'Corrida das mesas ao vivo', 'crash-masters': 'Mestres do Crash', 'winter-classic': 'Clássico de inverno' });
    expect(await titles('&locale=es-ES')).toMatchObject({ 'live-table-race': 'Carrera de mesas en vivo', 'winter-classic': 'Clásico de invierno' });
    expect(await titles('&locale=ar')).toMatchObject({ 'spring-spins': 'دورات الربيع', 'crash-masters': 'أبطال الكراش' });
    const [spring] = ((await data('/api/tournaments/get?status=active')) as Listed[]).filter((t) => t.sysname === 'spring-spins');
    const one = async (locale: string) => ((await data(`/api/tournaments/get?ids=${spring!.id}&fields=description,winners${locale}`)) as Array<Listed & { description: { title: string } }>)[0]!;
    expect(await one('&locale=ar')).toMatchObject({ title: 'دورات الربيع', description: { title: 'دورات الربيع' } });
    expect(await one('')).toMatchObject({ title: 'Spring Spins', description: { title: 'Spring Spins' } });
  });

  it('the loyalty programme and the wheel answer in pt-BR, en-US unchanged', async () => {
    const program = await data('/api/loyalty/getProgram?sysname=casino-club&locale=pt-BR');
    expect(program.description.text).toMatch(/^Ganhe 10 moedas a cada 1 USD apostado\./);
    expect((await data('/api/loyalty/getProgram?sysname=casino-club')).description.text).toMatch(/^Earn 10 coins for every 1 USD you stake\./);
    const [campaign] = await data('/api/wheel/campaignsGet?locale=pt-BR');
    expect(campaign.description.text).toMatch(/^Gire para ganhar dinheiro/);
    const titles = async (locale: string) => (await data(`/api/wheel/wheelInfoGet?campaign_id=${campaign.id}${locale}`)).sectors.map((s: { reward: { title: string } }) => s.reward.title);
    expect(await titles('')).toEqual(['1 USD', 'No luck', '5 USD', 'Spin again', '10 USD bonus', '10 free spins', 'Casino hoodie', '50 USD']);
    expect(await titles('&locale=pt-BR')).toEqual(['1 USD', 'Sem sorte', '5 USD', 'Gire de novo', 'Bônus de 10 USD', '10 giros grátis', 'Moletom do cassino', '50 USD']);
    const gifts = await data(`/api/wheel/wheelRewardsGet?campaign_id=${campaign.id}&locale=es-ES`);
    expect(gifts.find((g: { reward: { type: string } }) => g.reward.type === 'prize').reward).toMatchObject({ title: 'Sudadera del casino', name: 'Sudadera del casino' });
  });
});
