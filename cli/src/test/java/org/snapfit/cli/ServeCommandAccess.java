package org.snapfit.cli;

import java.util.Map;

/** Test access to the options {@code snapfit serve} accepts per command. */
public final class ServeCommandAccess {

    private ServeCommandAccess() {
    }

    /**
     * The options by command.
     *
     * @return what {@link ServeCommand#commandOptions()} gives
     */
    public static Map<String, Map<String, Boolean>> commandOptions() {
        return ServeCommand.commandOptions();
    }
}
