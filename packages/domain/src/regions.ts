import { z } from 'zod';

/** Countries, Canadian provinces and territories, and US states for the company information (spec §3, §7). */

export interface Region {
  readonly code: string;
  readonly fr: string;
  readonly en: string;
}

export const COUNTRIES = [
  { code: 'CA', fr: 'Canada', en: 'Canada' },
  { code: 'US', fr: 'États-Unis', en: 'United States' },
] as const satisfies readonly Region[];

export const ZCountryCodeSchema = z.enum(['CA', 'US']);
export type CountryCode = z.infer<typeof ZCountryCodeSchema>;

export const CANADA_PROVINCES = [
  { code: 'AB', fr: 'Alberta', en: 'Alberta' },
  { code: 'BC', fr: 'Colombie-Britannique', en: 'British Columbia' },
  { code: 'MB', fr: 'Manitoba', en: 'Manitoba' },
  { code: 'NB', fr: 'Nouveau-Brunswick', en: 'New Brunswick' },
  { code: 'NL', fr: 'Terre-Neuve-et-Labrador', en: 'Newfoundland and Labrador' },
  { code: 'NS', fr: 'Nouvelle-Écosse', en: 'Nova Scotia' },
  { code: 'NT', fr: 'Territoires du Nord-Ouest', en: 'Northwest Territories' },
  { code: 'NU', fr: 'Nunavut', en: 'Nunavut' },
  { code: 'ON', fr: 'Ontario', en: 'Ontario' },
  { code: 'PE', fr: 'Île-du-Prince-Édouard', en: 'Prince Edward Island' },
  { code: 'QC', fr: 'Québec', en: 'Quebec' },
  { code: 'SK', fr: 'Saskatchewan', en: 'Saskatchewan' },
  { code: 'YT', fr: 'Yukon', en: 'Yukon' },
] as const satisfies readonly Region[];

export const US_STATES = [
  { code: 'AL', fr: 'Alabama', en: 'Alabama' },
  { code: 'AK', fr: 'Alaska', en: 'Alaska' },
  { code: 'AZ', fr: 'Arizona', en: 'Arizona' },
  { code: 'AR', fr: 'Arkansas', en: 'Arkansas' },
  { code: 'CA', fr: 'Californie', en: 'California' },
  { code: 'CO', fr: 'Colorado', en: 'Colorado' },
  { code: 'CT', fr: 'Connecticut', en: 'Connecticut' },
  { code: 'DE', fr: 'Delaware', en: 'Delaware' },
  { code: 'DC', fr: 'District de Columbia', en: 'District of Columbia' },
  { code: 'FL', fr: 'Floride', en: 'Florida' },
  { code: 'GA', fr: 'Géorgie', en: 'Georgia' },
  { code: 'HI', fr: 'Hawaï', en: 'Hawaii' },
  { code: 'ID', fr: 'Idaho', en: 'Idaho' },
  { code: 'IL', fr: 'Illinois', en: 'Illinois' },
  { code: 'IN', fr: 'Indiana', en: 'Indiana' },
  { code: 'IA', fr: 'Iowa', en: 'Iowa' },
  { code: 'KS', fr: 'Kansas', en: 'Kansas' },
  { code: 'KY', fr: 'Kentucky', en: 'Kentucky' },
  { code: 'LA', fr: 'Louisiane', en: 'Louisiana' },
  { code: 'ME', fr: 'Maine', en: 'Maine' },
  { code: 'MD', fr: 'Maryland', en: 'Maryland' },
  { code: 'MA', fr: 'Massachusetts', en: 'Massachusetts' },
  { code: 'MI', fr: 'Michigan', en: 'Michigan' },
  { code: 'MN', fr: 'Minnesota', en: 'Minnesota' },
  { code: 'MS', fr: 'Mississippi', en: 'Mississippi' },
  { code: 'MO', fr: 'Missouri', en: 'Missouri' },
  { code: 'MT', fr: 'Montana', en: 'Montana' },
  { code: 'NE', fr: 'Nebraska', en: 'Nebraska' },
  { code: 'NV', fr: 'Nevada', en: 'Nevada' },
  { code: 'NH', fr: 'New Hampshire', en: 'New Hampshire' },
  { code: 'NJ', fr: 'New Jersey', en: 'New Jersey' },
  { code: 'NM', fr: 'Nouveau-Mexique', en: 'New Mexico' },
  { code: 'NY', fr: 'New York', en: 'New York' },
  { code: 'NC', fr: 'Caroline du Nord', en: 'North Carolina' },
  { code: 'ND', fr: 'Dakota du Nord', en: 'North Dakota' },
  { code: 'OH', fr: 'Ohio', en: 'Ohio' },
  { code: 'OK', fr: 'Oklahoma', en: 'Oklahoma' },
  { code: 'OR', fr: 'Oregon', en: 'Oregon' },
  { code: 'PA', fr: 'Pennsylvanie', en: 'Pennsylvania' },
  { code: 'RI', fr: 'Rhode Island', en: 'Rhode Island' },
  { code: 'SC', fr: 'Caroline du Sud', en: 'South Carolina' },
  { code: 'SD', fr: 'Dakota du Sud', en: 'South Dakota' },
  { code: 'TN', fr: 'Tennessee', en: 'Tennessee' },
  { code: 'TX', fr: 'Texas', en: 'Texas' },
  { code: 'UT', fr: 'Utah', en: 'Utah' },
  { code: 'VT', fr: 'Vermont', en: 'Vermont' },
  { code: 'VA', fr: 'Virginie', en: 'Virginia' },
  { code: 'WA', fr: 'Washington', en: 'Washington' },
  { code: 'WV', fr: 'Virginie-Occidentale', en: 'West Virginia' },
  { code: 'WI', fr: 'Wisconsin', en: 'Wisconsin' },
  { code: 'WY', fr: 'Wyoming', en: 'Wyoming' },
] as const satisfies readonly Region[];

/** The provinces (CA) or states (US) of a country; empty for another country. */
export function regionsOf(country: string): readonly Region[] {
  if (country === 'CA') return CANADA_PROVINCES;
  if (country === 'US') return US_STATES;
  return [];
}

export function isRegionOf(country: string, region: string): boolean {
  return regionsOf(country).some((r) => r.code === region);
}
