/**
 * `stccg persona`: the persona rules reference for people.
 *
 *   stccg persona show CARD [--json]
 *   stccg persona relate CARD_A CARD_B [--json]     (A in play, B in hand for the swap question)
 *   stccg persona any "any Scotty" [--json]
 *
 * The answers are those of the game's own persona rules (playPersonaRules), which know every Premiere
 * and Alternate Universe personnel and ship beside the persona table's cards.
 * CARD is a card id (slug) or an exact card name. An ambiguous name or an unknown card exits with code 2
 * and says which ids to use. --json prints the answer object of the engine's persona module unchanged.
 */
import { Command } from 'commander';
import { cliCommand, runCommand, type CommandIo } from './subcommand.ts';
import type { AnyGroupAnswer, CardRef, PersonaInfo, Relation } from '@stccg/engine/rules/personas.ts';
import { PersonaLookupError, playPersonaRules } from '@stccg/engine/rules/personas.ts';

// The catalogue the game's persona rules read (playPersonaCatalogue): the persona table, the intro
// decks' cards and the premiums, and every Premiere and Alternate Universe personnel and ship.
const { anyGroup, findCard, personaInfo, relate } = playPersonaRules;

export type PersonaIo = CommandIo;

/** Exit code for a card or group that cannot be found or is ambiguous, and for usage errors. */
export const EXIT_LOOKUP = 2;

const yesNo = (b: boolean) => (b ? 'yes' : 'no');
const none = (items: readonly string[]) => (items.length > 0 ? items.join(', ') : '-');
const cardLabel = (c: CardRef) => `${c.name} [${c.id}]${c.set ? ` (${c.set})` : ''}`;

function reasonsBlock(reasons: readonly string[]): string[] {
  return ['Why:', ...reasons.map((r) => `  - ${r}`)];
}

export function formatPersonaInfo(info: PersonaInfo): string {
  const lines = [
    `${info.name} [${info.id}]: ${info.type}${info.set ? `, ${info.set}` : ''}`,
    `  Versions of:     ${none(info.personas)}${info.dualPersonnel ? ' (dual-personnel card)' : ''}`,
    `  Universal:       ${yesNo(info.universal)}`,
    `  Mirror of:       ${info.mirrorOf ?? '-'}`,
    `  Impersonates:    ${info.impersonates ?? '-'}`,
    `  "Any" groups:    ${none(info.anyGroups)}`,
    info.otherVersions.length === 0 ? '  Other versions:  -' : '  Other versions:',
    ...info.otherVersions.map((v) => `    ${cardLabel(v)}${info.personas.length > 1 ? ` - ${v.personas.join(', ')}` : ''}`),
    `  Copies:          ${info.copies.length === 0 ? '-' : info.copies.map(cardLabel).join(', ')}`,
    ...reasonsBlock(info.reasons),
  ];
  return lines.join('\n');
}

export function formatRelation(r: Relation): string {
  return [
    `A: ${cardLabel(r.a)}`,
    `B: ${cardLabel(r.b)}`,
    `  Same persona:                         ${yesNo(r.samePersona)}${r.sharedPersonas.length > 0 ? ` (${r.sharedPersonas.join(', ')})` : ''}`,
    `  Copies:                               ${yesNo(r.copies)}`,
    `  Both in play for one player:          ${yesNo(r.mayCoexist)}  (without copy effects)`,
    `  Swap A in play for B in hand:         ${yesNo(r.maySwap)}`,
    `  Shared "any" groups:                  ${none(r.sharedAnyGroups)}`,
    ...reasonsBlock(r.reasons),
  ].join('\n');
}

export function formatAnyGroup(g: AnyGroupAnswer): string {
  const head = g.kind === 'any-version' ? `${g.group}: versions of ${g.personas.join(', ')} only` : `${g.group}: every card representing the character`;
  return [
    head,
    `  Members (${g.members.length}):`,
    ...g.members.map((m) => `    ${cardLabel(m)} - ${m.via}`),
    ...(g.uncertainMembers.length > 0 ? ['  Unconfirmed, not counted:', ...g.uncertainMembers.map((m) => `    ${cardLabel(m)}`)] : []),
    ...reasonsBlock(g.reasons),
  ].join('\n');
}

function reportLookup(e: PersonaLookupError, io: PersonaIo): number {
  if (e.kind === 'ambiguous') {
    io.err(`stccg persona: "${e.query}" names ${e.candidates.length} cards; use one of these ids:\n`);
  } else {
    io.err(`stccg persona: ${e.message.split(';')[0]!}\n`);
    if (e.candidates.length > 0) io.err('Did you mean one of these?\n');
  }
  for (const c of e.candidates) io.err(`  ${c.id === c.name ? c.name : `${c.id}  ${c.name}${c.set ? ` (${c.set})` : ''}`}\n`);
  return EXIT_LOOKUP;
}

/**
 * Builds the `persona` command writing to `io`; `setExit` receives each action's exit code. With
 * `throwOnExit`, commander throws a CommanderError instead of ending the process (help, usage errors).
 */
function buildPersonaCommand(io: PersonaIo, setExit: (code: number) => void, throwOnExit: boolean): Command {
  const print = (json: boolean, value: object, human: string) => {
    io.out(json ? `${JSON.stringify(value, null, 2)}\n` : `${human}\n`);
  };
  const guard = (fn: () => void) => {
    try {
      fn();
      setExit(0);
    } catch (e) {
      if (e instanceof PersonaLookupError) setExit(reportLookup(e, io));
      else throw e;
    }
  };

  const cmd = new Command('persona')
    .description('persona rules reference: versions, copies, swaps and "any" groups, with the rule behind each answer')
    .configureOutput({ writeOut: (s) => io.out(s), writeErr: (s) => io.err(s) });
  if (throwOnExit) cmd.exitOverride();

  cmd
    .command('show')
    .description('what a card is a version of, its mirror/impersonation links, "any" groups and other versions')
    .argument('<card>', 'card id or exact name')
    .option('--json', 'print the answer as JSON')
    .action((cardArg: string, opts: { json?: boolean }) =>
      guard(() => {
        const info = personaInfo(findCard(cardArg).id);
        print(opts.json === true, info, formatPersonaInfo(info));
      }),
    );

  cmd
    .command('relate')
    .description('how two cards relate: same persona, copies, both in play for one player, swap A (in play) for B (in hand)')
    .argument('<cardA>', 'card id or exact name (the card in play)')
    .argument('<cardB>', 'card id or exact name (the card in hand)')
    .option('--json', 'print the answer as JSON')
    .action((a: string, b: string, opts: { json?: boolean }) =>
      guard(() => {
        const r = relate(findCard(a).id, findCard(b).id);
        print(opts.json === true, r, formatRelation(r));
      }),
    );

  cmd
    .command('any')
    .description('the members of an "any" group, e.g. "any Scotty" or "any version of the William T. Riker persona"')
    .argument('<group>', 'group name, with or without the leading "any"')
    .option('--json', 'print the answer as JSON')
    .action((group: string, opts: { json?: boolean }) =>
      guard(() => {
        const g = anyGroup(group);
        print(opts.json === true, g, formatAnyGroup(g));
      }),
    );

  return cmd;
}

/**
 * Runs `stccg persona ...` with the arguments after "persona" and returns the exit code:
 * 0 success, 2 unknown or ambiguous card or group, 1 usage error (as commander reports it).
 */
export function runPersona(argv: string[], io: PersonaIo): number {
  return runCommand(buildPersonaCommand, argv, io);
}

/** The `persona` command for the main CLI: prints to stdout/stderr and sets process.exitCode. */
export function personaCommand(): Command {
  return cliCommand(buildPersonaCommand);
}
