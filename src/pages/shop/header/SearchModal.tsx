import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { AriaProviders } from '#app/AriaProviders.tsx';
import { type Game, gameKeys, games } from '#pages/common/games.ts';
import { Button } from '#ui/Button/Button.tsx';
import { Dialog } from '#ui/Dialog/Dialog.tsx';
import { Modal } from '#ui/Dialog/Modal.tsx';
import { Radio, RadioGroup } from '#ui/RadioGroup/RadioGroup.tsx';
import { SearchField } from '#ui/SearchField/SearchField.tsx';
import * as styles from './Header.css.ts';

export interface SearchModalProps {
  isOpen: boolean;
  onOpenChange(isOpen: boolean): void;
}

/**
 * Spec §2: pick a game, type any text; Enter or the button closes the dialog and opens that game's store
 * searching for the text (kept in the store's `?search=`, so it survives reloads and can be shared). It stays
 * mounted once opened, so the game and text chosen are still there on the next opening.
 */
export function SearchModal({ isOpen, onOpenChange }: SearchModalProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [game, setGame] = useState<Game>('csgo');
  const [text, setText] = useState('');

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onOpenChange(false);
    void navigate({ to: games[game].store, search: { search: text.trim() || undefined } });
  };

  return (
    <AriaProviders>
      <Modal size="sm" isOpen={isOpen} onOpenChange={onOpenChange}>
        <Dialog heading={t`Search skins`}>
          <form className={styles.searchForm} onSubmit={search}>
            <RadioGroup
              label={t`Game`}
              orientation="horizontal"
              value={game}
              onChange={(value) => setGame(value as Game)}
            >
              {gameKeys.map((key) => (
                <Radio key={key} value={key}>
                  {games[key].name}
                </Radio>
              ))}
            </RadioGroup>
            <SearchField
              label={t`Item name`}
              placeholder={t`e.g. AK-47 Redline`}
              value={text}
              onChange={setText}
              autoFocus
            />
            <Button type="submit" fullWidth>
              <Trans>Search</Trans>
            </Button>
          </form>
        </Dialog>
      </Modal>
    </AriaProviders>
  );
}
