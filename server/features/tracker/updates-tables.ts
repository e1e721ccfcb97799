/** A verified visitor's subscription to a case's public events, on the case's contact channel. */
interface CaseUpdateSubscriptionsTable {
  id: string;
  case_id: string;
  channel: 'email' | 'sms';
  /** The language the visitor subscribed in: each update is written in it. */
  language: string;
  status: 'pending' | 'active' | 'ended';
  created_at: string;
  confirmed_at: string | null;
  ended_at: string | null;
  unsubscribe_key_hash: string;
  /** created_at of the last tracker event announced (or of the confirmation: older events are not news). */
  sent_through: string | null;
}

export interface CaseUpdateTables {
  case_update_subscriptions: CaseUpdateSubscriptionsTable;
}
