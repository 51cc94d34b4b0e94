import { merchantServiceRules } from '@sme/domain';
import { checkEstimate } from '@sme/web/advance-estimate-check';
import { takingsOf } from '@sme/web/cash-advance-catalogue';
import { afterMerchantService, afterProductChosen, type CashAdvanceForm } from '@sme/web/cash-advance-forms';
import { FormRefused, type TakePlainForm } from './plain-form-taking.ts';

/**
 * The cash advance's two forms sent as plain forms (before the page's code arrived), through the procedures their
 * islands call, then on to the next page. The merchant-service form is checked by the form's own rules first, as its
 * island checks it ('Please fill up all the options !'), and its optional estimate by the estimate's.
 */
export const cashAdvanceTakers: Record<CashAdvanceForm, TakePlainForm> = {
  'cash-merchant': async (api, fields) => {
    // A tile not chosen sends nothing: an answer left out, as the island reads it.
    const checked = merchantServiceRules.safeParse({
      card_provider: fields.card_provider || undefined,
      take_payment: fields.take_payment || undefined,
      business_location: fields.business_location || undefined,
      business_name: fields.business_name ?? '',
    });
    if (!checked.success) throw new FormRefused([checked.error.issues[0]!.message]);
    const estimated = checkEstimate({ takings: fields.estimate_takings ?? '', advance: fields.estimate_advance ?? '' });
    if (!estimated.ok) throw new FormRefused(Object.values(estimated.problems));
    const { collections: locationData } = await api.cashAdvance.locationData();
    // The bot trap's and the visit's fields go along as the island sends them; the procedure drops any other.
    const { collections } = await api.cashAdvance.create({
      ...fields,
      location_data: locationData,
      ...checked.data,
      ...(estimated.input && { advanceEstimate: estimated.input }),
    } as Parameters<typeof api.cashAdvance.create>[0]);
    return afterMerchantService(collections.id, estimated.input?.monthlyTakingsPounds);
  },
  'cash-product': async (api, { id = '', product_id = '', takings = '', sale = '', credit = '' }) => {
    // The takings the costs shown were worked out from (the page's address, as hidden fields), when they are a set.
    const cardTakings = takingsOf({ takings, sale, credit });
    const { collections } = await api.cashAdvance.update({
      id,
      product_id,
      ...(cardTakings && { cardTakings }),
    });
    return afterProductChosen(collections.id);
  },
};
