/** Every subcommand module, in help order. Add one line per new command. */
import type { Command } from 'commander';
import type { CommandIO, CommandResult } from './io.ts';
import * as data from './data.ts';
import * as regs from './regs.ts';
import * as codes from './codes.ts';
import * as grade from './grade.ts';
import * as nudgeCheck from './nudge-check.ts';
import * as keys from './keys.ts';
import * as serve from './serve.ts';
import * as score from './score.ts';
import * as instrumentsCommand from './instruments.ts';
import * as fee from './fee.ts';
import * as analyze from './analyze.ts';
import * as log from './log.ts';

export interface CommandModule {
  register(program: Command, io: CommandIO, result: CommandResult): void;
}

export const commandModules: CommandModule[] = [score, instrumentsCommand, analyze, log, data, regs, codes, grade, nudgeCheck, keys, serve, fee];
