import { seedDatabase } from '@sme/db';
import { testDatabaseKinds } from '@sme/db/testing';
import { catalogueMessages, consoleMessages, serverMessages } from '@sme/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { refusal } from '../refusal.ts';
import { openTestbedForSuite, type Caller, type ConsoleTestbed } from '../console/console-testbed.ts';

describe.each(testDatabaseKinds())('the card-machine catalogue in the console, on %s', (kind) => {
  let bed: ConsoleTestbed;
  let editor: { caller: Caller; id: string };
  let agent: { caller: Caller; id: string };
  let admin: { caller: Caller; id: string };
  openTestbedForSuite(kind, (opened) => (bed = opened));
  beforeAll(async () => {
    await seedDatabase(bed.db.prisma);
    editor = await bed.user('editor', 'Eve Editor');
    agent = await bed.user('agent', 'Alex Agent');
    admin = await bed.user('admin', 'Ada Admin');
  });

  const products = () => editor.caller.admin.content.catalogue.products;
  const idOf = async (name: string) => {
    const { products: all } = await products().list();
    const found = all.find((product) => product.name === name);
    if (!found) throw new Error(`no product ${name}`);
    return found.id;
  };
  const publicProduct = async (name: string) =>
    (await bed.visitor.cashAdvance.getData({})).collections.products.find((product) => product.name === name);
  const options = () => products().options();
  const listId = async (list: 'terms' | 'acquirers' | 'manufacturers' | 'features', name: string) => {
    const row = (await options())[list].find((candidate) => candidate.name === name);
    if (!row) throw new Error(`no ${list} ${name}`);
    return row.id;
  };

  /** A new product's fields, as the form sends them (text throughout). */
  const newProduct = async (name: string) => ({
    name,
    image: 'cash_advance/product/pax-a80-countertop.svg',
    featureIds: [String(await listId('features', 'Contactless'))],
    termId: String(await listId('terms', '12 months')),
    acquirerId: String(await listId('acquirers', 'Dojo')),
    manufacturerId: String(await listId('manufacturers', 'PAX')),
    monthlyCharge: '21',
    debitRatePercent: '0.375',
    debitPencePerTransaction: '2.5',
    creditRatePercent: '1.695',
    creditPencePerTransaction: '3',
    contractMonths: '12',
    exitFee: '12.29',
    setUpFee: '£1,000.10',
  });

  it('lets an editor change a monthly price: the public catalogue shows it, the history and the audit log say who', async () => {
    const id = await idOf('PAX A80 countertop');
    const opened = await products().get({ id });
    expect(opened.form.monthlyCharge).toBe('18');
    expect(opened.status).toBe('current');

    const saved = await products().save({ id, ...opened.form, monthlyCharge: '23', updatedAt: opened.updatedAt });
    expect(saved.id).toBe(id);
    expect((await publicProduct('PAX A80 countertop'))?.monthly_charge).toBe(23);
    expect((await bed.visitor.cashAdvance.getProduct({ id: String(id) })).collections.monthly_charge).toBe(23);

    const { versions } = await products().history({ id });
    expect(versions[0]).toMatchObject({ action: 'edited', by: 'Eve Editor', name: 'PAX A80 countertop' });
    const entry = await bed.db.prisma.auditEntry.findFirst({
      where: { action: 'content.product.edited', actorId: editor.id },
      orderBy: { createdAt: 'desc' },
    });
    expect(entry?.detail).toMatchObject({ id, label: 'PAX A80 countertop', changed: 'monthlyCharge' });
  });

  it('refuses a save on top of a later one, naming who made it, and changes nothing', async () => {
    const id = await idOf('PAX A920 Pro portable');
    const opened = await products().get({ id });
    await admin.caller.admin.content.catalogue.products.save({ id, ...opened.form, monthlyCharge: '26' });
    expect(
      await refusal(products().save({ id, ...opened.form, monthlyCharge: '30', updatedAt: opened.updatedAt })),
    ).toEqual({ code: 'CONFLICT', messages: [catalogueMessages.conflict('Ada Admin')] });
    expect((await publicProduct('PAX A920 Pro portable'))?.monthly_charge).toBe(26);
  });

  it('shows an agent the catalogue and refuses their changes', async () => {
    const id = await idOf('Clover Mini countertop');
    const seen = await agent.caller.admin.content.catalogue.products.get({ id });
    const forbidden = { code: 'FORBIDDEN', messages: [consoleMessages.contentEditorsOnly] };
    const agentProducts = agent.caller.admin.content.catalogue.products;
    expect(await refusal(agentProducts.save({ id, ...seen.form, monthlyCharge: '1' }))).toEqual(forbidden);
    expect(await refusal(agentProducts.retire({ id }))).toEqual(forbidden);
    expect(await refusal(agent.caller.admin.content.catalogue.terms.save({ name: 'Weekly' }))).toEqual(forbidden);
    expect((await publicProduct('Clover Mini countertop'))?.monthly_charge).toBe(35);
    expect((await agent.caller.admin.content.catalogue.terms.list()).rows.length).toBeGreaterThanOrEqual(5);
  });

  it('adds a product with its figures: fees typed in pounds are stored in exact pence and answered in pounds', async () => {
    const { id } = await products().save(await newProduct('PAX A35 test countertop'));
    const row = await bed.db.prisma.product.findUniqueOrThrow({ where: { id } });
    expect(row).toMatchObject({ exitFeePence: 1229, setUpFeePence: 100_010, contractMonths: 12, monthlyCharge: 21 });
    expect(row.debitRatePercent?.toString()).toBe('0.375');
    expect(row.creditRatePercent?.toString()).toBe('1.695');
    expect(await publicProduct('PAX A35 test countertop')).toMatchObject({
      monthly_charge: 21,
      debit_rate_percent: 0.375,
      debit_pence_per_transaction: 2.5,
      credit_rate_percent: 1.695,
      credit_pence_per_transaction: 3,
      contract_months: 12,
      exit_fee: 12.29,
      set_up_fee: 1000.1,
    });
    expect((await products().get({ id })).form).toMatchObject({ exitFee: '12.29', setUpFee: '1000.10' });
    expect((await products().history({ id })).versions.map((version) => version.action)).toEqual(['created']);
  });

  it('leaves figures not entered as null on the wire', async () => {
    const fields = await newProduct('Blank figures reader');
    const { id } = await products().save({
      ...fields,
      debitRatePercent: '',
      debitPencePerTransaction: '',
      creditRatePercent: '',
      creditPencePerTransaction: '',
      contractMonths: '',
      exitFee: '',
      setUpFee: '',
    });
    expect((await bed.visitor.cashAdvance.getProduct({ id: String(id) })).collections).toMatchObject({
      debit_rate_percent: null,
      debit_pence_per_transaction: null,
      credit_rate_percent: null,
      credit_pence_per_transaction: null,
      contract_months: null,
      exit_fee: null,
      set_up_fee: null,
      retired: false,
    });
  });

  it('refuses what the form refuses, each with its own message', async () => {
    const fields = await newProduct('Refused machine');
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '  ' }, catalogueMessages.productNameMissing],
      [{ name: 'x'.repeat(121) }, catalogueMessages.productNameTooLong],
      [{ image: '' }, catalogueMessages.imageMissing],
      [{ featureIds: [] }, catalogueMessages.featuresMissing],
      [{ termId: '' }, catalogueMessages.termMissing],
      [{ monthlyCharge: '12.50' }, catalogueMessages.monthlyCharge],
      [{ monthlyCharge: '10001' }, catalogueMessages.monthlyCharge],
      [{ debitRatePercent: '0.3755' }, catalogueMessages.ratePercent('debit')],
      [{ creditRatePercent: '10.5' }, catalogueMessages.ratePercent('credit')],
      [{ debitPencePerTransaction: '2.555' }, catalogueMessages.pencePerTransaction('debit')],
      [{ contractMonths: '121' }, catalogueMessages.contractMonths],
      [{ exitFee: '10000.01' }, catalogueMessages.fee('exit')],
      [{ setUpFee: '12.345' }, catalogueMessages.fee('set-up')],
    ];
    for (const [change, message] of cases) {
      expect(await refusal(products().save({ ...fields, ...change })), JSON.stringify(change)).toEqual({
        code: 'BAD_REQUEST',
        messages: [message],
      });
    }
    expect(await refusal(products().save({ ...fields, name: 'pax a80 COUNTERTOP' }))).toEqual({
      code: 'BAD_REQUEST',
      messages: [catalogueMessages.productNameTaken],
    });
    expect(await bed.db.prisma.product.count({ where: { name: 'Refused machine' } })).toBe(0);
  });

  it('retires a product: out of get-data and of new choices, still answered by get-product; reinstated, back', async () => {
    const id = await idOf('Castles Vega3000 countertop');
    const application = await bed.visitor.cashAdvance.create({
      location_data: [],
      take_payment: 'Face To Face',
      business_location: 'Store',
      business_name: 'Carter Bakery Ltd',
      card_provider: 'Dojo',
    });
    await bed.visitor.cashAdvance.update({ id: application.collections.id, product_id: String(id) });

    expect(await products().retire({ id })).toMatchObject({ status: 'retired' });
    expect(await publicProduct('Castles Vega3000 countertop')).toBeUndefined();
    const kept = await bed.visitor.cashAdvance.getProduct({ id: String(id) });
    expect(kept.collections).toMatchObject({ id, name: 'Castles Vega3000 countertop', retired: true });
    expect((await bed.visitor.cashAdvance.summary({ id: application.collections.id })).collections.product_id).toBe(id);
    const other = await bed.visitor.cashAdvance.create({
      location_data: [],
      take_payment: 'Face To Face',
      business_location: 'Store',
      business_name: 'Other Bakery Ltd',
      card_provider: 'Dojo',
    });
    expect(await refusal(bed.visitor.cashAdvance.update({ id: other.collections.id, product_id: String(id) }))).toEqual(
      {
        code: 'BAD_REQUEST',
        messages: [serverMessages.productNotFound],
      },
    );

    expect(await products().reinstate({ id })).toMatchObject({ status: 'current' });
    expect(await publicProduct('Castles Vega3000 countertop')).toBeDefined();
    const actions = (await products().history({ id })).versions.map((version) => version.action);
    expect(actions.slice(0, 2)).toEqual(['reinstated', 'retired']);
  });

  it('answers NOT_FOUND for a product id no product has', async () => {
    expect(await refusal(bed.visitor.cashAdvance.getProduct({ id: '999999' }))).toEqual({
      code: 'NOT_FOUND',
      messages: [serverMessages.productNotFound],
    });
    expect(await refusal(products().get({ id: 999_999 }))).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('restores an earlier version, recorded as restored, keeping the product current', async () => {
    const id = await idOf('Clover Flex portable');
    const first = await products().get({ id });
    await products().save({
      id,
      ...first.form,
      name: 'Clover Flex portable (new)',
      monthlyCharge: '45',
      exitFee: '99.99',
    });
    await products().save({ id, ...(await products().get({ id })).form, monthlyCharge: '50' });
    expect(await publicProduct('Clover Flex portable (new)')).toMatchObject({ monthly_charge: 50, exit_fee: 99.99 });
    const { versions } = await products().history({ id });
    expect(versions.map((version) => version.action)).toEqual(['edited', 'edited', 'created']);
    await products().restore({ id, versionId: versions[1]!.id });
    expect(await publicProduct('Clover Flex portable (new)')).toMatchObject({ monthly_charge: 45, exit_fee: 99.99 });
    expect((await products().history({ id })).versions[0]).toMatchObject({ action: 'restored', by: 'Eve Editor' });
    expect(await refusal(products().restore({ id, versionId: '00000000-0000-4000-8000-000000000000' }))).toEqual({
      code: 'BAD_REQUEST',
      messages: [catalogueMessages.versionNotFound],
    });
  });

  describe('the lists', () => {
    const lists = () => editor.caller.admin.content.catalogue;

    it('adds, renames and restores a term, each change in its history and the audit log', async () => {
      const { id } = await lists().terms.save({ name: '6 months' });
      const { rows } = await lists().terms.list();
      const added = rows.find((row) => row.id === id)!;
      expect(added).toMatchObject({ name: '6 months', status: 'current', products: 0 });
      expect((await bed.visitor.cashAdvance.catalogue()).collections.product_terms.map((term) => term.name)).toContain(
        '6 months',
      );
      await lists().terms.save({ id, name: 'Six months', updatedAt: added.updatedAt });
      expect(await refusal(lists().terms.save({ id, name: 'Stale', updatedAt: added.updatedAt }))).toEqual({
        code: 'CONFLICT',
        messages: [catalogueMessages.conflict('Eve Editor')],
      });
      const { versions } = await lists().terms.history({ id });
      expect(versions.map((version) => [version.action, version.name])).toEqual([
        ['edited', 'Six months'],
        ['created', '6 months'],
      ]);
      await lists().terms.restore({ id, versionId: versions[1]!.id });
      expect((await lists().terms.list()).rows.find((row) => row.id === id)?.name).toBe('6 months');
      const audited = await bed.db.prisma.auditEntry.findMany({
        where: { action: { startsWith: 'content.term.' }, actorId: editor.id },
      });
      expect(audited.map((entry) => entry.action).sort()).toEqual([
        'content.term.created',
        'content.term.edited',
        'content.term.restored',
      ]);
    });

    it('refuses a name another row of the list has', async () => {
      expect(await refusal(lists().manufacturers.save({ name: 'pax' }))).toEqual({
        code: 'BAD_REQUEST',
        messages: [catalogueMessages.listNameTaken('manufacturer')],
      });
      expect(await refusal(lists().features.save({ name: ' ' }))).toEqual({
        code: 'BAD_REQUEST',
        messages: [catalogueMessages.listNameMissing],
      });
      expect(await refusal(lists().acquirers.save({ name: 'Paymentsense', logo: '' }))).toEqual({
        code: 'BAD_REQUEST',
        messages: [catalogueMessages.logoMissing],
      });
    });

    it('refuses to retire a row current products use, saying how many', async () => {
      const id = await listId('manufacturers', 'Verifone');
      expect(await refusal(lists().manufacturers.retire({ id }))).toEqual({
        code: 'BAD_REQUEST',
        messages: [catalogueMessages.listRowInUse('manufacturer', 3)],
      });
    });

    it('retires an unused row: out of the public filters and refused as a filter; reinstated, back', async () => {
      const { id } = await lists().features.save({ name: 'Loyalty cards' });
      await lists().features.retire({ id });
      const { collections } = await bed.visitor.cashAdvance.catalogue();
      expect(collections.product_features.map((feature) => feature.name)).not.toContain('Loyalty cards');
      expect(await refusal(bed.visitor.cashAdvance.catalogue({ feature_id: id }))).toEqual({
        code: 'NOT_FOUND',
        messages: [serverMessages.filterNotFound],
      });
      // A product cannot newly take a retired row.
      const fields = await newProduct('Retired feature machine');
      expect(await refusal(products().save({ ...fields, featureIds: [String(id)] }))).toEqual({
        code: 'BAD_REQUEST',
        messages: [catalogueMessages.retiredChoice('feature')],
      });
      await lists().features.reinstate({ id });
      expect(
        (await bed.visitor.cashAdvance.catalogue()).collections.product_features.map((feature) => feature.name),
      ).toContain('Loyalty cards');
    });

    it('keeps an acquirer with its logo, and its logo on the public list', async () => {
      const { id } = await lists().acquirers.save({
        name: 'Paymentsense',
        logo: 'cash_advance/product_acquirer/dojo.svg',
      });
      expect((await lists().acquirers.list()).rows.find((row) => row.id === id)).toMatchObject({
        logo: 'cash_advance/product_acquirer/dojo.svg',
        logoUrl: '/storage/cash_advance/product_acquirer/dojo.svg',
      });
      expect((await bed.visitor.cashAdvance.catalogue()).collections.product_acquirers).toContainEqual({
        id,
        name: 'Paymentsense',
        logo: '/storage/cash_advance/product_acquirer/dojo.svg',
      });
    });
  });

  it("seeding again adds nothing back and undoes no editor's change", async () => {
    const id = await idOf('Verifone e285 card reader');
    const opened = await products().get({ id });
    await products().save({ id, ...opened.form, name: 'Verifone e285 reader', monthlyCharge: '17' });
    const before = await bed.db.prisma.product.findMany({ orderBy: { id: 'asc' } });
    await seedDatabase(bed.db.prisma);
    expect(await bed.db.prisma.product.findMany({ orderBy: { id: 'asc' } })).toEqual(before);
  });
});
