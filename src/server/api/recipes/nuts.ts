/**
 * NUTS regions of the eight country contexts: the countries (level 0) and their NUTS-1 regions (level 1),
 * codes and names as in Eurostat's NUTS 2021 classification (Commission Delegated Regulation (EU)
 * 2019/1755, in force 1 January 2021; https://ec.europa.eu/eurostat/web/nuts/history).
 */
export interface NutsRegion {
  code: string;
  name: string;
  level: number;
}

const r = (code: string, name: string): NutsRegion => ({ code, name, level: code.length - 2 });

export const NUTS_REGIONS: readonly NutsRegion[] = [
  r('BG', 'България'),
  r('BG3', 'Северна и Югоизточна България'),
  r('BG4', 'Югозападна и Южна централна България'),
  r('DE', 'Deutschland'),
  r('DE1', 'Baden-Württemberg'),
  r('DE2', 'Bayern'),
  r('DE3', 'Berlin'),
  r('DE4', 'Brandenburg'),
  r('DE5', 'Bremen'),
  r('DE6', 'Hamburg'),
  r('DE7', 'Hessen'),
  r('DE8', 'Mecklenburg-Vorpommern'),
  r('DE9', 'Niedersachsen'),
  r('DEA', 'Nordrhein-Westfalen'),
  r('DEB', 'Rheinland-Pfalz'),
  r('DEC', 'Saarland'),
  r('DED', 'Sachsen'),
  r('DEE', 'Sachsen-Anhalt'),
  r('DEF', 'Schleswig-Holstein'),
  r('DEG', 'Thüringen'),
  r('DK', 'Danmark'),
  r('DK0', 'Danmark'),
  r('ES', 'España'),
  r('ES1', 'Noroeste'),
  r('ES2', 'Noreste'),
  r('ES3', 'Comunidad de Madrid'),
  r('ES4', 'Centro (ES)'),
  r('ES5', 'Este'),
  r('ES6', 'Sur'),
  r('ES7', 'Canarias'),
  r('IT', 'Italia'),
  r('ITC', 'Nord-Ovest'),
  r('ITF', 'Sud'),
  r('ITG', 'Isole'),
  r('ITH', 'Nord-Est'),
  r('ITI', 'Centro (IT)'),
  r('LU', 'Luxembourg'),
  r('LU0', 'Luxembourg'),
  r('NL', 'Nederland'),
  r('NL1', 'Noord-Nederland'),
  r('NL2', 'Oost-Nederland'),
  r('NL3', 'West-Nederland'),
  r('NL4', 'Zuid-Nederland'),
  r('PT', 'Portugal'),
  r('PT1', 'Continente'),
  r('PT2', 'Região Autónoma dos Açores'),
  r('PT3', 'Região Autónoma da Madeira'),
];
