/** A pre-order option as the session answer sends it (`available_options`); prices in pence. */
export interface AvailableOption {
  id: number;
  display_type: 'package' | 'custom';
  name: string;
  /** The price is for the whole booking, not per person. */
  price_per_booking: boolean;
  /** Guests may mix variations of this package, so each variation has its own count. */
  mix_match: boolean;
  variations: OptionVariation[];
}

export interface OptionVariation {
  id: number;
  /** The id a chosen variation refers to. */
  variation_id: number;
  name: string;
  description: string;
  calculated_price: number;
  choices: unknown[];
}

/** An item slot of a chosen variation filled by the customer (e.g. "Main": item 12). */
export interface ChosenChoice {
  index: number;
  choice_id: number;
  items: { breakdown_id: number; item_id: number }[];
}

/** What the customer picked, as sent back in the session update. */
export interface ChosenVariation {
  variation_id: number;
  quantity: number;
  name: string;
  choices: ChosenChoice[];
}
