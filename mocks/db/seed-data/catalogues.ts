import type { CategoryRow, FishSpeciesRow } from '../schema';

/** SPEC §3/§9 category ids and names. */
export const categories: CategoryRow[] = [
  { id: 1, name: 'Menor' },
  { id: 2, name: 'Dama' },
  { id: 3, name: 'Familia' },
];

/** River and sea species fished in Argentine competitions. */
export const fishSpecies: FishSpeciesRow[] = [
  'Dorado',
  'Surubí',
  'Pejerrey',
  'Tararira',
  'Boga',
  'Patí',
  'Bagre amarillo',
  'Armado',
  'Pacú',
  'Corvina',
].map((name, i) => ({ id: i + 1, name }));

/** Fishing clubs (barras pesqueras) of the seed; city and province go into their address. */
export const clubs: { name: string; city: string; state: string }[] = [
  { name: 'Barra Pesquera Los Dorados de San Pedro', city: 'San Pedro', state: 'Buenos Aires' },
  { name: 'Club de Pesca y Náutica Rosario', city: 'Rosario', state: 'Santa Fe' },
  { name: 'Barra Pesquera El Pejerrey de Chascomús', city: 'Chascomús', state: 'Buenos Aires' },
  { name: 'Club de Pescadores del Delta', city: 'Tigre', state: 'Buenos Aires' },
  { name: 'Barra Pesquera La Tararira de Junín', city: 'Junín', state: 'Buenos Aires' },
  { name: 'Club de Pesca Goya', city: 'Goya', state: 'Corrientes' },
  { name: 'Barra Pesquera Surubí de Paraná', city: 'Paraná', state: 'Entre Ríos' },
  { name: 'Club Náutico y de Pesca Santa Fe', city: 'Santa Fe', state: 'Santa Fe' },
  { name: 'Barra Pesquera Los Amigos de Zárate', city: 'Zárate', state: 'Buenos Aires' },
  { name: 'Club de Pesca Ramallo', city: 'Ramallo', state: 'Buenos Aires' },
  { name: 'Barra Pesquera Bajada Grande', city: 'Paraná', state: 'Entre Ríos' },
  { name: 'Club de Pesca La Paz', city: 'La Paz', state: 'Entre Ríos' },
];

export const teamNameParts = {
  first: [
    'Los Dorados', 'Los Surubíes', 'Los Pejerreyes', 'Las Tarariras', 'Los Bagres', 'Las Bogas',
    'Los Timoneles', 'Los Anzuelos', 'Los Carreteles', 'Los Caranchos', 'Las Mojarras', 'Los Armados',
  ],
  second: [
    'del Paraná', 'de San Pedro', 'del Delta', 'de la Costa', 'de Ramallo', 'del Uruguay',
    'de Zárate', 'Unidos', 'de Oro', 'Veteranos', 'del Sauce', 'de la Bajada',
  ],
};

export const boatNames = [
  'La Negra', 'Don Pedro', 'Estrella del Sur', 'Doña Rosa', 'El Pirata', 'Marea Alta', 'Gaviota',
  'La Tormenta', 'Sudestada', 'El Carancho', 'Brisa del Paraná', 'Don Aurelio', 'La Loba',
  'Correntada', 'El Baqueano', 'Isla Verde',
];

export const engineBrands = ['Yamaha', 'Mercury', 'Suzuki', 'Evinrude', 'Honda', 'Tohatsu', 'Johnson'];
