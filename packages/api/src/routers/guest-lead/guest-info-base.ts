/** What every flow's guest info answers first (guestInfoBase); each flow adds its own steps' answers. */
export function guestInfoBaseOf(lead: {
  id: string;
  postCode: string;
  fullAddress: string;
  businessName: string | null;
}) {
  return {
    id: lead.id,
    post_code: lead.postCode,
    full_address: lead.fullAddress,
    bussiness_name: lead.businessName ?? '',
  };
}
