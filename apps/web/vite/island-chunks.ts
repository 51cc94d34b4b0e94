import type { Plugin } from 'vite';

// How the islands' shared code is cut into files (Rolldown's code splitting, through Astro's Vite build).
//
// Left to itself, the bundler cut the code the form islands share (the plain form, the submission, the fields, the
// dialogs and toasts, the settings and consent providers) into one chunk per set of islands that share it: the contact
// page loaded 24 files before its form was enhanced, 75,046 B (brotli) against its 75,000 B budget, and each new island
// moved the cuts and the total. Grouped into one file when three or more islands share a module, the same page loaded
// 10 files, 72,960 B (apps/server/test/pages/island-pages.test.ts; docs/decisions/public-site-islands.md). The lead
// forms' own code is a group of its own besides: the loan wizard's first step, whose form is not one of them, went
// from 76,183 to 75,432 B without it.
//
// The frame's script (islands/parts/frame-scripts.ts) runs on every islands page, most of which have no form: the
// modules it imports are a group of their own, or the islands' group would take them in (with what they import) and
// every page would load it: 11,870 B before a page without a form answered, against 2,161 B with the frame's group.

/**
 * The modules the frame's script imports (directly or not): the app's, and the domain's constants it reads (the
 * cookie's name, the bot fields'). The budget test of the frame's pages fails when one is missing here.
 */
const frameScriptModules =
  /\/(apps\/web\/src\/(consent\/consent-store|attribution\/visit(-params)?|forms\/plain-form-draft|forms\/draft-storage|forms\/plain-form|ui\/logo-strip-toggle)|packages\/domain\/src\/(site-settings|bot-rules))\.ts$/;

/**
 * The lead forms' own code (the plain form around their fields, the server's answer above them, the address finder,
 * the enquiry forms): shared by their islands only, so a page whose form is a quote flow's step does not load it.
 */
const leadFormModules =
  /\/apps\/web\/src\/forms\/(PlainForm|PostedAnswer|address\/PostcodeAddressFinder|contact\/[^/]+)\.tsx?$/;

/**
 * The app's shared code the islands are made of, with the providers every island renders in (PageProviders.tsx) and
 * how an island loads the next page (load-page.ts): each a chunk of its own otherwise. load-page.ts was, once the cash
 * advance's islands shared it with the loan wizard's steps, which cut the steps' form from it and took the loan's first
 * step from 74,936 to 75,048 B. Not the callback form, its office-hours notice and its icons: the booking screen's two
 * islands and the address step's callback share them, and in the kit they went to every page with an island (the
 * loan's first step from 74,882 to 75,475 B).
 */
const islandKitFolders =
  /\/apps\/web\/src\/((app|ui|forms|consent|attribution)\/(?!icons\/callback-icons|callback\/)|islands\/parts\/(load-page\.ts|PageProviders\.tsx)$)/;

/**
 * What every quote flow's step is made of (its plain form, its card and Back and Next): shared by the steps' islands
 * only, in one file rather than two (the loan's first step, the energy and water steps, the cash advance's forms).
 */
const stepModules = /\/apps\/web\/src\/flows\/shared\/(StepPlainForm|wizard-step)\.tsx$/;

const codeSplitting = {
  groups: [
    // First (a higher priority), so the islands' group, which takes in what its modules import, cannot take these.
    // Only these modules, not what they import (the domain's rules would come with its index).
    { name: 'frame-kit', test: frameScriptModules, priority: 2, includeDependenciesRecursively: false },
    {
      name: 'lead-form-kit',
      test: leadFormModules,
      minShareCount: 3,
      priority: 1.5,
      includeDependenciesRecursively: false,
    },
    { name: 'step-kit', test: stepModules, minShareCount: 2, priority: 1.2, includeDependenciesRecursively: false },
    { name: 'island-kit', test: islandKitFolders, minShareCount: 3, priority: 1 },
  ],
};

/** The grouping above, for the browser's build only (the server's keeps its own cuts). */
export function islandChunks(): Plugin {
  return {
    name: 'sme:island-chunks',
    configEnvironment(name) {
      if (name !== 'client') return undefined;
      // Which the grouping without dependencies needs: an island's file may export more than Astro imports from it.
      return { build: { rolldownOptions: { preserveEntrySignatures: 'allow-extension', output: { codeSplitting } } } };
    },
  };
}
