/**
 * Decks that ship with the game (issue 27): premade constructed decks, each with a line on how it
 * plays, and the Introductory Two-Player Game's two decks written as deck files (a start for a
 * player who adds the premium and booster cards). Offered by the deck builder and the start page;
 * each is text in the deck file format (docs/DECKS.md).
 */
export interface PremadeDeck {
  /** Stable id, for links and tests: lower-case words joined by hyphens. */
  readonly id: string;
  readonly name: string;
  /** 'premade': a legal constructed deck; 'intro': one of the intro game's decks, a starting point. */
  readonly kind: 'premade' | 'intro';
  /** One or two sentences: what the deck does and how it plays. */
  readonly description: string;
  /** The deck in the deck file format. */
  readonly text: string;
}

export const PREMADE_DECKS: readonly PremadeDeck[] = [
  {
    id: "federation-diplomats",
    name: "Federation Diplomats",
    kind: "premade",
    description:
      "Federation officers and diplomats beam down in Away Teams to planet missions that ask for Diplomacy, Empathy, Computer Skill and Anthropology, and fly a space survey that needs only Stellar Cartography; two Galaxy-class ships carry the teams, and dilemmas that kill (Armus, Nausicaans, Hunter Gangs) thin out the opponent's teams.",
    text: `# Federation Diplomats: Federation officers and diplomats beam down in Away Teams to planet missions that ask for Diplomacy, Empathy, Computer Skill and Anthropology, and fly a space survey that needs only Stellar Cartography; two Galaxy-class ships carry the teams, and dilemmas that kill (Armus, Nausicaans, Hunter Gangs) thin out the opponent's teams.

Missions:
1 Sensitive Search
1 Diplomacy Mission
1 First Contact
1 Homeward
1 Excavation
1 Study Stellar Collision

Outposts:
1 Federation Outpost

Dilemmas:
2 Armus - Skin of Evil
2 Nausicaans
1 Hunter Gangs
1 Archer
1 Chalnoth
1 Hologram Ruse
1 Cosmic String Fragment
1 Nagilum

Ships:
2 U.S.S. Galaxy
1 U.S.S. Nebula
2 Runabout

Personnel:
3 Christopher Hobson
3 Darian Wallace
2 Taitt
2 Giusti
2 Sito Jaxa
2 McKnight
1 Linda Larson
1 Calloway
2 Mendon
1 Taurik
1 Deanna Troi
1 Jean-Luc Picard
1 William T. Riker
1 Beverly Crusher
1 Geordi La Forge
1 Worf
1 Tasha Yar
1 Riva
1 Lwaxana Troi
1 Richard Galen
1 Kareel Odan

Equipment:
1 Tricorder
1 Medical Kit
1 Engineering Kit

Events:
1 Yellow Alert

Interrupts:
1 Particle Fountain
1 Kevin Uxbridge: Convergence
1 Loss of Orbital Stability
1 Disruptor Overload
`,
  },
  {
    id: "klingon-honor-guard",
    name: "Klingon Honor Guard",
    kind: "premade",
    description:
      "Strong Klingon Away Teams with Honor, Navigation and Leadership take the missions that ask for Honor and STRENGTH; Vor'Cha and K'Vort ships move them, and dilemmas that kill or stop weak teams guard the spaceline.",
    text: `# Klingon Honor Guard: Strong Klingon Away Teams with Honor, Navigation and Leadership take the missions that ask for Honor and STRENGTH; Vor'Cha and K'Vort ships move them, and dilemmas that kill or stop weak teams guard the spaceline.

Missions:
1 Sensitive Search
1 Reported Activity
1 Krios Suppression
1 Investigate Disturbance
1 Relief Mission
1 Fever Emergency

Outposts:
1 Klingon Outpost

Dilemmas:
2 Armus - Skin of Evil
2 Nausicaans
1 Hunter Gangs
1 Archer
1 Chalnoth
1 Hologram Ruse
1 Cosmic String Fragment
1 Nagilum

Ships:
2 I.K.S. Vor'Cha
2 I.K.S. K'Vort
1 I.K.S. Bortas

Personnel:
3 Klag
3 Kle'eg
3 Gorath
3 Batrell
2 Kromm
2 Divok
2 Vekma
2 Torin
1 B'iJik
1 Dukath
1 Gowron
1 K'mpec
1 Kurn
1 Korris
1 Kargan
1 Kahless
1 K'Vada
1 Torak

Equipment:
1 Tricorder
1 Medical Kit
1 Klingon Disruptor

Events:
1 Yellow Alert

Interrupts:
1 Particle Fountain
1 Kevin Uxbridge: Convergence
1 Loss of Orbital Stability
1 Disruptor Overload
`,
  },
  {
    id: "romulan-schemers",
    name: "Romulan Schemers",
    kind: "premade",
    description:
      "Romulan officers with Treachery, Archaeology and Geology plunder sites, stage diversions and carry out rescues on planets, carried by cloaking D'deridex warbirds; dilemmas that kill or stop weak teams guard the spaceline.",
    text: `# Romulan Schemers: Romulan officers with Treachery, Archaeology and Geology plunder sites, stage diversions and carry out rescues on planets, carried by cloaking D'deridex warbirds; dilemmas that kill or stop weak teams guard the spaceline.

Missions:
1 Sensitive Search
1 Excavation
1 Relief Mission
1 Plunder Site
1 Strategic Diversion
1 Covert Rescue

Outposts:
1 Romulan Outpost

Dilemmas:
2 Armus - Skin of Evil
2 Nausicaans
1 Hunter Gangs
1 Archer
1 Chalnoth
1 Hologram Ruse
1 Cosmic String Fragment
1 Nagilum

Ships:
2 D'deridex
1 Khazara
1 Haakona
1 Science Vessel

Personnel:
3 Galathon
3 Taul
2 Jaron
2 Thei
2 Palteth
2 Varel
2 Tallus
2 Takket
2 Tarus
1 Tomalak
1 Tebok
1 Toreth
1 Sela
1 Pardek
1 N'Vek
1 Mendak
1 Movar
1 Alidar Jarok
1 Selok

Equipment:
1 Tricorder
1 Medical Kit
1 Romulan Disruptor

Interrupts:
1 Particle Fountain
1 Kevin Uxbridge: Convergence
1 Loss of Orbital Stability
1 Disruptor Overload

Events:
1 Yellow Alert
`,
  },
  {
    id: "non-aligned-smugglers",
    name: "Non-Aligned Smugglers",
    kind: "premade",
    description:
      "Non-Aligned engineers, scientists and mercenaries with Greed and Treachery run cargo, salvage and plunder missions from Combat Vessels and Mercenary Ships, a few Klingons beside them for the missions' icons (a Klingon Outpost is their home).",
    text: `# Non-Aligned Smugglers: Non-Aligned engineers, scientists and mercenaries with Greed and Treachery run cargo, salvage and plunder missions from Combat Vessels and Mercenary Ships, a few Klingons beside them for the missions' icons (a Klingon Outpost is their home).

Missions:
1 Qualor II Rendezvous
1 Cargo Rendezvous
1 Sensitive Search
1 Secret Salvage
1 Relief Mission
1 Plunder Site

Outposts:
1 Klingon Outpost

Dilemmas:
2 Armus - Skin of Evil
2 Nausicaans
1 Hunter Gangs
1 Archer
1 Chalnoth
1 Hologram Ruse
1 Cosmic String Fragment
1 Nagilum

Ships:
2 Combat Vessel
2 Mercenary Ship
1 Husnock Ship

Personnel:
3 Narik
3 Gorta
3 Dr. Farek
3 Vekor
1 Bok
1 Baran
1 Jo'Bril
1 Etana Jol
1 Dathon
1 Evek
1 Ocett
1 Roga Danar
1 Dr. Reyga
1 Devinoni Ral
1 Maques
2 Klag
2 Kromm
1 Duras
1 Lursa
1 Morag
1 Dukath

Equipment:
1 Tricorder
1 Medical Kit
1 Klingon Disruptor

Events:
1 Yellow Alert

Interrupts:
1 Particle Fountain
1 Kevin Uxbridge: Convergence
1 Loss of Orbital Stability
`,
  },
  {
    id: "intro-federation",
    name: "Intro Game: Federation",
    kind: "intro",
    description:
      "The Introductory Two-Player Game's Federation deck as the game deals it: a starting point to add the premium cards and booster cards to.",
    text: `# Intro Game: Federation: The Introductory Two-Player Game's Federation deck as the game deals it: a starting point to add the premium cards and booster cards to.

Missions:
1 Cargo Rendezvous
1 Distress Mission
1 Gravesworld
1 Homeward
1 Hostage Situation
1 Survey Instability

Seed cards:
1 Anaphasic Organism
1 Female's Love Interest
1 Microvirus
1 Federation Outpost
1 Alien Labyrinth
1 Hidden Entrance
1 Malfunctioning Door

Draw deck:
1 Calloway
2 Christopher Hobson
2 Darian Wallace
1 Giusti
1 Linda Larson
1 McKnight
2 Mendon
1 Simon Tarses
1 Sito Jaxa
2 Taitt
1 Taurik
1 Dr. Farek
1 Gorta
1 Narik
1 Vekor
1 Montgomery Scott
1 Runabout
1 Type VI Shuttlecraft
2 U.S.S. Galaxy
2 U.S.S. Nebula
1 Engineering Kit
1 Medical Kit
1 Medical Tricorder
1 Tricorder
1 Atmospheric Ionization
1 Pattern Enhancers
1 Plasma Fire
1 Res-Q
1 Spacedock
1 Tetryon Field
1 Yellow Alert
1 Disruptor Overload
1 Escape Pod
1 Long-Range Scan
1 Loss of Orbital Stability
1 Palor Toff: Alien Trader
1 Particle Fountain
2 Wormhole
1 Countermanda
1 Kevin Uxbridge: Convergence
`,
  },
  {
    id: "intro-klingon",
    name: "Intro Game: Klingon",
    kind: "intro",
    description:
      "The Introductory Two-Player Game's Klingon deck as the game deals it: a starting point to add the premium cards and booster cards to.",
    text: `# Intro Game: Klingon: The Introductory Two-Player Game's Klingon deck as the game deals it: a starting point to add the premium cards and booster cards to.

Missions:
1 A Good Place To Die
1 Avert Danger
1 Gault
1 Reopen Dig
1 Reported Activity
1 Sensitive Search

Seed cards:
1 Archer
1 Impassable Door
1 Male's Love Interest
1 Klingon Outpost
1 Ferengi Attack
1 Hunter Gangs
1 The Gatherers

Draw deck:
1 B'iJik
1 Batrell
2 Divok
1 Dukath
1 Gorath
1 J'Ddan
2 K'Tesh
1 Klag
2 Kle'eg
1 Kromm
2 Torin
1 Vekma
1 Dr. Farek
1 Gorta
1 Narik
1 Vekor
3 I.K.S. K'Vort
2 I.K.S. Vor'Cha
1 I.K.C. K'Ratak
1 Engineering Kit
1 Medical Kit
1 Medical Tricorder
1 Tricorder
2 Atmospheric Ionization
1 Pattern Enhancers
1 Plasma Fire
1 Res-Q
1 Where No One Has Gone Before
1 Yellow Alert
1 Disruptor Overload
1 Long-Range Scan
1 Loss of Orbital Stability
1 Palor Toff: Alien Trader
1 Particle Fountain
1 Ship Seizure
2 Wormhole
1 Countermanda
1 Kevin Uxbridge: Convergence
`,
  },
];
