// The words the sample pool is made of. Names are common ones of each country, combined at
// random, so no profile describes a real person; assessors are invented too.

export interface SamplePlace {
  country: string;
  weight: number;
  timeZones: readonly string[];
  firstNames: readonly string[];
  lastNames: readonly string[];
}

const SPANISH_FIRST = [
  "Mariana",
  "Valentina",
  "Camila",
  "Lucía",
  "Sofía",
  "Daniela",
  "Gabriela",
  "Paula",
  "Andrea",
  "Carolina",
  "Natalia",
  "Isabela",
  "Mateo",
  "Santiago",
  "Sebastián",
  "Diego",
  "Andrés",
  "Nicolás",
  "Alejandro",
  "Javier",
  "Tomás",
  "Martín",
  "Felipe",
  "Juan Pablo",
  "Emiliano",
];
const SPANISH_LAST = [
  "García",
  "Rodríguez",
  "Martínez",
  "López",
  "González",
  "Hernández",
  "Pérez",
  "Sánchez",
  "Ramírez",
  "Torres",
  "Flores",
  "Rivera",
  "Gómez",
  "Díaz",
  "Morales",
  "Vargas",
  "Castro",
  "Ortiz",
  "Rojas",
  "Mendoza",
  "Herrera",
  "Medina",
  "Aguilar",
  "Navarro",
  "Ruiz",
];

export const SAMPLE_PEOPLE = {
  places: [
    {
      country: "BR",
      weight: 30,
      timeZones: ["America/Sao_Paulo", "America/Sao_Paulo", "America/Recife"],
      firstNames: [
        "Ana",
        "Beatriz",
        "Camila",
        "Fernanda",
        "Juliana",
        "Larissa",
        "Mariana",
        "Patrícia",
        "Renata",
        "Thaís",
        "Bruno",
        "Carlos",
        "Felipe",
        "Gustavo",
        "Lucas",
        "Mateus",
        "Pedro",
        "Rafael",
        "Rodrigo",
        "Thiago",
        "Vinícius",
        "João",
        "Gabriel",
        "Letícia",
        "Caio",
      ],
      lastNames: [
        "Silva",
        "Santos",
        "Oliveira",
        "Souza",
        "Lima",
        "Pereira",
        "Costa",
        "Ferreira",
        "Almeida",
        "Carvalho",
        "Gomes",
        "Ribeiro",
        "Martins",
        "Araújo",
        "Barbosa",
        "Rocha",
        "Cardoso",
        "Teixeira",
        "Moreira",
        "Nascimento",
        "Mendes",
        "Freitas",
        "Campos",
      ],
    },
    {
      country: "MX",
      weight: 18,
      timeZones: ["America/Mexico_City", "America/Mexico_City", "America/Monterrey"],
      firstNames: SPANISH_FIRST,
      lastNames: SPANISH_LAST,
    },
    {
      country: "AR",
      weight: 15,
      timeZones: ["America/Argentina/Buenos_Aires", "America/Argentina/Cordoba"],
      firstNames: SPANISH_FIRST,
      lastNames: SPANISH_LAST,
    },
    {
      country: "CO",
      weight: 15,
      timeZones: ["America/Bogota"],
      firstNames: SPANISH_FIRST,
      lastNames: SPANISH_LAST,
    },
    {
      country: "CL",
      weight: 6,
      timeZones: ["America/Santiago"],
      firstNames: SPANISH_FIRST,
      lastNames: SPANISH_LAST,
    },
    {
      country: "PE",
      weight: 5,
      timeZones: ["America/Lima"],
      firstNames: SPANISH_FIRST,
      lastNames: SPANISH_LAST,
    },
    {
      country: "UY",
      weight: 4,
      timeZones: ["America/Montevideo"],
      firstNames: SPANISH_FIRST,
      lastNames: SPANISH_LAST,
    },
    {
      country: "CR",
      weight: 4,
      timeZones: ["America/Costa_Rica"],
      firstNames: SPANISH_FIRST,
      lastNames: SPANISH_LAST,
    },
    {
      country: "EC",
      weight: 3,
      timeZones: ["America/Guayaquil"],
      firstNames: SPANISH_FIRST,
      lastNames: SPANISH_LAST,
    },
  ] satisfies SamplePlace[],
  assessors: [
    "Lucía Fernández, engineering lead",
    "Marcos Ribeiro, principal engineer",
    "Daniela Ortiz, staff engineer",
    "Renata Campos, talent partner",
    "Tomás Aguilar, engineering manager",
  ],
  notes: {
    coding: [
      "Clean, tested solution; explained trade-offs without prompting.",
      "Solved both tasks; the second needed one hint on edge cases.",
      "Strong on data structures; tests written first.",
      "Readable code, good naming; refactored as the task grew.",
    ],
    english: [
      "Clear and confident in a technical discussion.",
      "Understands everything; speaks with small slips that never block.",
      "Runs a stand-up and a design review comfortably.",
    ],
    culture: [
      "Asks questions early; gives and takes feedback well.",
      "Writes clear async updates; used to U.S. teams.",
      "Owns problems end to end; calm under pressure.",
    ],
    design: [
      "Sound decomposition; considered failure modes and cost.",
      "Good instincts on data modelling; scaled the design in steps.",
      "Clear about consistency trade-offs; pragmatic choices.",
    ],
    reference: [
      "Two former managers confirmed role, dates and impact.",
      "Reference from a U.S. client: would hire again.",
    ],
  },
};

export const SAMPLE_PROJECTS = [
  {
    domain: "Payments",
    outcomes: [
      "Cut card-payment failures by a third with retries and idempotent APIs.",
      "Launched instant transfers for 200,000 users.",
    ],
  },
  {
    domain: "Lending",
    outcomes: [
      "Moved loan decisions from days to minutes.",
      "Rebuilt the underwriting pipeline with an audit trail regulators accepted.",
    ],
  },
  {
    domain: "Insurance",
    outcomes: [
      "Shipped online claims, halving the time to a first answer.",
      "Replaced a legacy quote engine without downtime.",
    ],
  },
  {
    domain: "E-commerce",
    outcomes: [
      "Raised checkout conversion by 12% after a performance overhaul.",
      "Scaled the catalogue to five million products.",
    ],
  },
  {
    domain: "Logistics",
    outcomes: [
      "Route planning that saved 9% of fleet kilometres.",
      "Real-time tracking for 40,000 daily deliveries.",
    ],
  },
  {
    domain: "Healthcare",
    outcomes: [
      "A HIPAA-compliant telehealth platform used by 300 clinics.",
      "Cut appointment no-shows with reminders and rebooking.",
    ],
  },
  {
    domain: "Education",
    outcomes: [
      "An adaptive learning app with 1 million monthly learners.",
      "Moved exams online with proctoring for 50 schools.",
    ],
  },
  {
    domain: "SaaS",
    outcomes: [
      "Multi-tenant billing that closed the month in hours, not days.",
      "Took the product from one region to three with no data loss.",
    ],
  },
  {
    domain: "Media",
    outcomes: [
      "A streaming back end that held up on its biggest live night.",
      "Recommendations that raised watch time by 15%.",
    ],
  },
  {
    domain: "Travel",
    outcomes: [
      "A booking engine that serves 3,000 searches a second.",
      "Consolidated five supplier integrations into one API.",
    ],
  },
] as const;
