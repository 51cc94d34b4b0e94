/** The scheduling service's event, as its API v2 answers `GET /scheduled_events/{uuid}` (the fields we read). */
export interface EventResource {
  uri?: string;
  status?: string;
  start_time?: string;
  end_time?: string;
}

/** Its invitee, as `GET /scheduled_events/{uuid}/invitees/{uuid}` answers (the fields we read). */
export interface InviteeResource {
  uri?: string;
  name?: string | null;
  first_name?: string | null;
  last_name?: string | null;
  email?: string | null;
  status?: string;
  text_reminder_number?: string | null;
  questions_and_answers?: { question?: string; answer?: string; position?: number }[] | null;
  rescheduled?: boolean;
  new_invitee?: string | null;
}

/** One booking question and the invitee's answer. */
export interface BookingAnswer {
  question: string;
  answer: string;
}

/** What one read of a booking tells us: who, how to reach them, when, and whether it still stands. */
export interface BookingRead {
  name: string | null;
  email: string | null;
  phone: string | null;
  answers: BookingAnswer[];
  startAt: Date | null;
  endAt: Date | null;
  status: 'active' | 'canceled';
  /** The invitee moved the call (the read followed them to the booking that replaced it). */
  rescheduled: boolean;
}

const text = (value: unknown, max = 500): string | null =>
  typeof value === 'string' && value.trim() ? value.trim().slice(0, max) : null;

const time = (value: unknown): Date | null => {
  if (typeof value !== 'string') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** A booking question that asks for a phone number, as account owners word them. */
const phoneQuestion = /phone|mobile|\btel\b|number/i;

/** Something a person could dial: digits, with the usual spaces, brackets, dashes and a leading +. */
const dialable = (value: string) => /^\+?[\d\s().-]{7,25}$/.test(value);

/** The stored shape of what the service said: the phone from the text reminder, else a phone question's answer. */
export function bookingOf(event: EventResource, invitee: InviteeResource, seen: { rescheduled: boolean }): BookingRead {
  const answers = [...(invitee.questions_and_answers ?? [])]
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
    .flatMap((item) => {
      const question = text(item.question, 300);
      const answer = text(item.answer, 2000);
      return question && answer ? [{ question, answer }] : [];
    });
  const askedPhone = answers.find((item) => phoneQuestion.test(item.question) && dialable(item.answer));
  const fullName = [text(invitee.first_name), text(invitee.last_name)].filter(Boolean).join(' ');
  return {
    name: text(invitee.name, 200) ?? (fullName || null),
    email: text(invitee.email, 320),
    phone: text(invitee.text_reminder_number, 40) ?? askedPhone?.answer.slice(0, 40) ?? null,
    answers,
    startAt: time(event.start_time),
    endAt: time(event.end_time),
    status: event.status === 'canceled' || invitee.status === 'canceled' ? 'canceled' : 'active',
    rescheduled: seen.rescheduled,
  };
}
