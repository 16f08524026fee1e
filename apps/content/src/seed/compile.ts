import { drupalTimestamp } from "../drupal/timestamp.ts";
import { allocateTargets, reserveFixedTermIds, siteTidsOf } from "./compile/targets.ts";
import type { CompileOptions, SeedBuild } from "./compile/build.ts";
import { danglingMenuLinks, aliasesInUse, sitesWithoutHomepage } from "./compile/cross-checks.ts";
import { compileEntity } from "./compile/entity.ts";
import { compileMenu } from "./compile/menu.ts";
import { compileRedirects } from "./compile/redirects.ts";
import { scholarshipProblems } from "./compile/scholarship-checks.ts";
import { compileSiteConfigs } from "./compile/site-configs.ts";
import { IdAllocator } from "./id-allocator.ts";
import type { SeedFile } from "./load-files.ts";
import { readRecords } from "./records.ts";
import { isResourceType } from "./references.ts";
import { SeedValidationError, type CompiledSeed } from "./types.ts";

export type { CompileOptions } from "./compile/build.ts";

/**
 * Compiles seed records into database rows (pure: file sizes come in through `fileSize`). Every problem
 * in the whole content set is collected and thrown together as a SeedValidationError.
 */
export function compileSeed(files: SeedFile[], options: CompileOptions): CompiledSeed {
  const problems: string[] = [];
  const records = readRecords(files, options.placeholders, problems);
  const ids = new IdAllocator();
  const entityRecords = records.filter((record) => isResourceType(record.type));
  const menuRecords = records.filter((record) => record.type === "menu");
  const fixedIds = reserveFixedTermIds(entityRecords, ids, problems);
  const build: SeedBuild = {
    options, now: drupalTimestamp(options.placeholders.now), ids, targets: allocateTargets(entityRecords, menuRecords, fixedIds, ids),
    siteTids: siteTidsOf(entityRecords, fixedIds), resources: [], revisions: [], problems,
  };

  const nodeRevisionIds = new IdAllocator();
  for (const record of entityRecords) compileEntity(build, record, nodeRevisionIds);
  for (const record of menuRecords) build.resources.push(...compileMenu(record, build.targets, ids, build.now, problems));
  const menuNames = new Set(menuRecords.map((record) => record.key));
  const siteConfigs = compileSiteConfigs(records, build.siteTids, menuNames, build.targets, problems);
  const redirects = compileRedirects(records, build.siteTids, ids, problems);

  const aliases = aliasesInUse(build.resources, problems);
  problems.push(...scholarshipProblems(build.resources));
  const warnings = [...danglingMenuLinks(build.resources, redirects, aliases, options.placeholders.slug), ...sitesWithoutHomepage(build.resources)];
  if (problems.length > 0) throw new SeedValidationError(problems);
  return { resources: build.resources, revisions: build.revisions, redirects, siteConfigs, warnings };
}
