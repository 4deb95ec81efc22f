/**
 * Places a résumé names beside a job: the UK's and Ireland's towns and cities people most often work in, and the
 * countries and nations by the names résumés use. A place outside the list is still kept as written when it stands
 * where a place stands ("Company, Place"); the list only tells a place from a company where both could be.
 */
const COUNTRIES: Record<string, string> = {
  uk: 'United Kingdom', 'united kingdom': 'United Kingdom', 'great britain': 'United Kingdom', gb: 'United Kingdom',
  england: 'England', scotland: 'Scotland', wales: 'Wales', 'northern ireland': 'Northern Ireland',
  ireland: 'Ireland', 'republic of ireland': 'Ireland', usa: 'United States', us: 'United States',
  'united states': 'United States', 'united states of america': 'United States', canada: 'Canada', france: 'France',
  germany: 'Germany', spain: 'Spain', italy: 'Italy', portugal: 'Portugal', netherlands: 'Netherlands', poland: 'Poland',
  india: 'India', pakistan: 'Pakistan', nigeria: 'Nigeria', 'south africa': 'South Africa', australia: 'Australia',
  'new zealand': 'New Zealand', romania: 'Romania', belgium: 'Belgium', sweden: 'Sweden', denmark: 'Denmark',
  norway: 'Norway', switzerland: 'Switzerland', austria: 'Austria', greece: 'Greece', china: 'China', japan: 'Japan',
  singapore: 'Singapore', 'hong kong': 'Hong Kong', brazil: 'Brazil', mexico: 'Mexico', kenya: 'Kenya', ghana: 'Ghana',
  philippines: 'Philippines', 'united arab emirates': 'United Arab Emirates', uae: 'United Arab Emirates',
};

const CITIES = new Set(
  [
    'London', 'Birmingham', 'Manchester', 'Leeds', 'Liverpool', 'Sheffield', 'Bristol', 'Newcastle', 'Newcastle upon Tyne',
    'Nottingham', 'Leicester', 'Coventry', 'Bradford', 'Cardiff', 'Swansea', 'Newport', 'Edinburgh', 'Glasgow', 'Aberdeen',
    'Dundee', 'Inverness', 'Stirling', 'Perth', 'Belfast', 'Derry', 'Londonderry', 'Dublin', 'Cork', 'Galway', 'Limerick',
    'Waterford', 'Brighton', 'Southampton', 'Portsmouth', 'Plymouth', 'Exeter', 'Bath', 'Oxford', 'Cambridge', 'Reading',
    'Milton Keynes', 'Luton', 'Northampton', 'Norwich', 'Ipswich', 'Colchester', 'Chelmsford', 'York', 'Hull',
    'Kingston upon Hull', 'Sunderland', 'Middlesbrough', 'Durham', 'Carlisle', 'Preston', 'Blackpool', 'Lancaster',
    'Bolton', 'Stockport', 'Salford', 'Wigan', 'Warrington', 'Chester', 'Stoke-on-Trent', 'Wolverhampton', 'Derby',
    'Lincoln', 'Peterborough', 'Gloucester', 'Cheltenham', 'Swindon', 'Bournemouth', 'Poole', 'Canterbury', 'Maidstone',
    'Guildford', 'Woking', 'Crawley', 'Slough', 'Watford', 'St Albans', 'Worcester', 'Hereford', 'Shrewsbury', 'Telford',
    'Huddersfield', 'Wakefield', 'Doncaster', 'Rotherham', 'Barnsley', 'Harrogate', 'Truro', 'Taunton', 'Salisbury',
    'Winchester', 'Basingstoke', 'Bedford', 'Stevenage', 'Southend-on-Sea', 'Wrexham', 'Bangor', 'Aberystwyth',
    'Manchester, UK', 'Remote',
  ].map((name) => name.toLowerCase()),
);

/** The country a name stands for, spelled as the profile stores it, or undefined. */
export function countryOf(text: string): string | undefined {
  return COUNTRIES[text.trim().toLowerCase().replace(/\.$/, '')];
}

export function isCity(text: string): boolean {
  return CITIES.has(text.trim().toLowerCase());
}

export function isPlace(text: string): boolean {
  return countryOf(text) !== undefined || isCity(text);
}
