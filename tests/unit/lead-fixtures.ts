// A lead as the form sends it, for the function's tests.
export const origin = 'https://www.site.example';

export const validLead = {
  name: 'Ana Ruiz',
  phone: '(253) 555-0111',
  email: 'ana@example.com',
  caseType: 'TRUCK ACCIDENTS',
  message: 'A semi drifted into my lane on SR 167.',
  source_page: 'truck-accident-lawyer',
  source_url: `${origin}/kent-wa/truck-accident-lawyer`,
  page_title: 'Injured in a Kent Truck Accident?',
  referrer: 'https://search.example/',
  user_agent: 'Mozilla/5.0 (test)',
};

