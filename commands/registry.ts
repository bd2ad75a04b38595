/** Every subcommand module, in help order. Add one line per new command. */
import type { Command } from 'commander';
import type { CommandIO, CommandResult } from './io.ts';

export interface CommandModule {
  register(program: Command, io: CommandIO, result: CommandResult): void;
}

export const commandModules: CommandModule[] = [];
