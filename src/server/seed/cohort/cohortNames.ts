/**
 * First and last names of the synthetic cohort's users: common names of each context's country, chosen
 * from the user's number (not from the cohort's random stream, so that adding names changed none of the
 * cohort's other figures) and its gender. The same user always gets the same name.
 */
import type { Country } from '../../db/contexts';

interface NameList {
  female: readonly string[];
  male: readonly string[];
  last: readonly string[];
  /** A woman's form of a surname where the language marks it (Bulgarian Ivanov -> Ivanova). */
  femaleLast?: (last: string) => string;
}

const NAMES: Record<Country, NameList> = {
  bg: {
    female: [
      'Maria',
      'Ivanka',
      'Elena',
      'Yordanka',
      'Petya',
      'Desislava',
      'Gergana',
      'Milena',
      'Ralitsa',
      'Teodora',
      'Viktoria',
      'Nikol',
    ],
    male: [
      'Georgi',
      'Ivan',
      'Dimitar',
      'Nikolay',
      'Petar',
      'Hristo',
      'Stoyan',
      'Todor',
      'Martin',
      'Aleksandar',
      'Kaloyan',
      'Boris',
    ],
    last: [
      'Ivanov',
      'Georgiev',
      'Dimitrov',
      'Petrov',
      'Nikolov',
      'Hristov',
      'Stoyanov',
      'Todorov',
      'Iliev',
      'Vasilev',
      'Atanasov',
      'Angelov',
      'Yordanov',
      'Kolev',
      'Marinov',
      'Popov',
    ],
    femaleLast: (last) => `${last}a`,
  },
  dk: {
    female: ['Anne', 'Kirsten', 'Mette', 'Hanne', 'Susanne', 'Lene', 'Maria', 'Camilla', 'Ida', 'Freja', 'Sofie', 'Emma'],
    male: ['Peter', 'Jens', 'Lars', 'Michael', 'Henrik', 'Søren', 'Thomas', 'Jan', 'Niels', 'Rasmus', 'Mads', 'Frederik'],
    last: [
      'Nielsen',
      'Jensen',
      'Hansen',
      'Andersen',
      'Pedersen',
      'Christensen',
      'Larsen',
      'Sørensen',
      'Rasmussen',
      'Jørgensen',
      'Petersen',
      'Madsen',
      'Kristensen',
      'Olsen',
      'Thomsen',
      'Poulsen',
    ],
  },
  es: {
    female: ['María', 'Carmen', 'Ana', 'Isabel', 'Laura', 'Cristina', 'Marta', 'Lucía', 'Pilar', 'Elena', 'Paula', 'Sara'],
    male: [
      'Antonio',
      'José',
      'Manuel',
      'Francisco',
      'David',
      'Javier',
      'Juan',
      'Daniel',
      'Carlos',
      'Miguel',
      'Alejandro',
      'Pablo',
    ],
    last: [
      'García',
      'Rodríguez',
      'González',
      'Fernández',
      'López',
      'Martínez',
      'Sánchez',
      'Pérez',
      'Gómez',
      'Martín',
      'Jiménez',
      'Ruiz',
      'Hernández',
      'Díaz',
      'Moreno',
      'Álvarez',
    ],
  },
  it: {
    female: [
      'Giulia',
      'Francesca',
      'Chiara',
      'Sara',
      'Anna',
      'Laura',
      'Valentina',
      'Alessandra',
      'Elena',
      'Martina',
      'Silvia',
      'Paola',
    ],
    male: [
      'Marco',
      'Giuseppe',
      'Luca',
      'Andrea',
      'Francesco',
      'Alessandro',
      'Giovanni',
      'Matteo',
      'Stefano',
      'Roberto',
      'Paolo',
      'Davide',
    ],
    last: [
      'Rossi',
      'Russo',
      'Ferrari',
      'Esposito',
      'Bianchi',
      'Romano',
      'Colombo',
      'Ricci',
      'Marino',
      'Greco',
      'Bruno',
      'Gallo',
      'Conti',
      'De Luca',
      'Costa',
      'Giordano',
    ],
  },
  lu: {
    female: ['Marie', 'Anne', 'Sophie', 'Claudine', 'Nathalie', 'Martine', 'Carole', 'Sandra', 'Laura', 'Léa', 'Julie', 'Mia'],
    male: ['Jean', 'Marc', 'Paul', 'Luc', 'Claude', 'Patrick', 'Michel', 'Tom', 'Pierre', 'Georges', 'Yves', 'Ben'],
    last: [
      'Schmit',
      'Muller',
      'Weber',
      'Wagner',
      'Hoffmann',
      'Thill',
      'Schmitz',
      'Schroeder',
      'Reuter',
      'Klein',
      'Kieffer',
      'Becker',
      'Kremer',
      'Faber',
      'Majerus',
      'Welter',
    ],
  },
  nl: {
    female: ['Anna', 'Maria', 'Sanne', 'Lisa', 'Eva', 'Femke', 'Inge', 'Marieke', 'Sophie', 'Julia', 'Lotte', 'Emma'],
    male: ['Jan', 'Pieter', 'Kees', 'Johan', 'Thomas', 'Bram', 'Daan', 'Sander', 'Mark', 'Ruben', 'Joost', 'Lucas'],
    last: [
      'de Jong',
      'Jansen',
      'de Vries',
      'van den Berg',
      'van Dijk',
      'Bakker',
      'Janssen',
      'Visser',
      'Smit',
      'Meijer',
      'de Boer',
      'Mulder',
      'de Groot',
      'Bos',
      'Vos',
      'Peters',
    ],
  },
  pt: {
    female: ['Maria', 'Ana', 'Joana', 'Inês', 'Beatriz', 'Catarina', 'Sofia', 'Marta', 'Rita', 'Teresa', 'Carla', 'Mariana'],
    male: ['João', 'José', 'António', 'Manuel', 'Pedro', 'Miguel', 'Rui', 'Tiago', 'Nuno', 'Paulo', 'Ricardo', 'Francisco'],
    last: [
      'Silva',
      'Santos',
      'Ferreira',
      'Pereira',
      'Oliveira',
      'Costa',
      'Rodrigues',
      'Martins',
      'Jesus',
      'Sousa',
      'Fernandes',
      'Gonçalves',
      'Gomes',
      'Lopes',
      'Marques',
      'Almeida',
    ],
  },
  de: {
    female: [
      'Anna',
      'Sabine',
      'Julia',
      'Katharina',
      'Monika',
      'Petra',
      'Laura',
      'Lena',
      'Claudia',
      'Stefanie',
      'Andrea',
      'Hannah',
    ],
    male: ['Thomas', 'Michael', 'Andreas', 'Stefan', 'Peter', 'Klaus', 'Jan', 'Markus', 'Tobias', 'Jürgen', 'Lukas', 'Felix'],
    last: [
      'Müller',
      'Schmidt',
      'Schneider',
      'Fischer',
      'Weber',
      'Meyer',
      'Wagner',
      'Becker',
      'Schulz',
      'Hoffmann',
      'Koch',
      'Richter',
      'Bauer',
      'Klein',
      'Wolf',
      'Schröder',
    ],
  },
};

export interface CohortName {
  firstName: string;
  lastName: string;
}

/** The name of the context's `n`-th synthetic user (from 1), of gender 'F' or 'M'. */
export function cohortName(context: Country, n: number, gender: string): CohortName {
  const list = NAMES[context];
  const firsts = gender === 'F' ? list.female : list.male;
  // Steps coprime with the list lengths, so that neighbouring users differ and every pair comes up.
  const firstName = firsts[(n * 5) % firsts.length];
  const last = list.last[(n * 7 + Math.floor(n / firsts.length)) % list.last.length];
  return { firstName, lastName: gender === 'F' && list.femaleLast ? list.femaleLast(last) : last };
}

/** The user's number in its context from the cohort's custom id (`C-NL-000012` -> 12), or undefined. */
export function cohortNumber(customId: string | null | undefined): number | undefined {
  const match = /^C-[A-Z]{2}-(\d+)$/.exec(customId ?? '');
  return match ? Number(match[1]) : undefined;
}
