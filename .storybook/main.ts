import type { StorybookConfig } from '@storybook/react-vite';

/**
 * The component workbench. Vite settings (vanilla-extract, path aliases) come from the
 * project's vite.config.ts; `public/` is served so the MSW worker script is found in
 * `storybook dev` and in the static build alike. addon-docs turns the `autodocs` tag set in
 * preview.tsx into one docs page per component (props table, every story, its comment).
 */
const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest', 'msw-storybook-addon'],
  // The per-component page's entry in the sidebar, in the workbench's language.
  docs: { defaultName: 'Documentación' },
  staticDirs: ['../public'],
  core: { disableTelemetry: true },
};

export default config;
