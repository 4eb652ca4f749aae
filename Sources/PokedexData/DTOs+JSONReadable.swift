import PokedexJSON

// The bodies every command reads, read by hand (see `JSONReadable`). Each reads the keys its
// `Codable` twin would; the JSON tests hold the two to what `JSONDecoder` makes of every bundled body.

extension NamedResourceDTO: JSONReadable {
    package init(json: JSONReader) throws(DecodingError) {
        self.init(name: try json.string("name"), url: try json.string("url"))
    }
}

extension LinkDTO: JSONReadable {
    package init(json: JSONReader) throws(DecodingError) {
        url = try json.string("url")
    }
}

extension ResourceListDTO: JSONReadable {
    package init(json: JSONReader) throws(DecodingError) {
        self.init(
            count: try json.int("count"), next: try json.optionalString("next"), results: try json.list("results"))
    }
}

extension ResourceListDTO.Entry: JSONReadable {
    package init(json: JSONReader) throws(DecodingError) {
        self.init(name: try json.optionalString("name"), url: try json.string("url"))
    }
}

extension PokemonDTO: JSONReadable {
    package init(json: JSONReader) throws(DecodingError) {
        id = try json.int("id")
        name = try json.string("name")
        height = try json.int("height")
        weight = try json.int("weight")
        isDefault = try json.bool("is_default")
        species = try json.read("species")
        types = try json.list("types")
        abilities = try json.list("abilities")
        stats = try json.list("stats")
        sprites = try json.optionalRead("sprites")
    }
}

extension PokemonDTO.TypeSlot: JSONReadable {
    package init(json: JSONReader) throws(DecodingError) {
        slot = try json.int("slot")
        type = try json.read("type")
    }
}

extension PokemonDTO.AbilitySlot: JSONReadable {
    package init(json: JSONReader) throws(DecodingError) {
        ability = try json.read("ability")
        isHidden = try json.bool("is_hidden")
        slot = try json.int("slot")
    }
}

extension PokemonDTO.StatValue: JSONReadable {
    package init(json: JSONReader) throws(DecodingError) {
        baseStat = try json.int("base_stat")
        stat = try json.read("stat")
    }
}

extension SpritesDTO: JSONReadable {
    package init(json: JSONReader) throws(DecodingError) {
        frontDefault = try json.optionalString("front_default")
        frontShiny = try json.optionalString("front_shiny")
        frontFemale = try json.optionalString("front_female")
        frontShinyFemale = try json.optionalString("front_shiny_female")
        backDefault = try json.optionalString("back_default")
        backShiny = try json.optionalString("back_shiny")
        backFemale = try json.optionalString("back_female")
        backShinyFemale = try json.optionalString("back_shiny_female")
        other = try json.optionalRead("other")
    }
}

extension SpritesDTO.Other: JSONReadable {
    package init(json: JSONReader) throws(DecodingError) {
        officialArtwork = try json.optionalRead("official-artwork")
    }
}

extension SpritesDTO.Artwork: JSONReadable {
    init(json: JSONReader) throws(DecodingError) {
        frontDefault = try json.optionalString("front_default")
        frontShiny = try json.optionalString("front_shiny")
    }
}

extension LocalizedNameDTO: JSONReadable {
    package init(json: JSONReader) throws(DecodingError) {
        name = try json.string("name")
        language = try json.read("language")
    }
}

extension FlavorTextDTO: JSONReadable {
    package init(json: JSONReader) throws(DecodingError) {
        flavorText = try json.string("flavor_text")
        language = try json.read("language")
        version = try json.optionalRead("version")
    }
}

extension GenusDTO: JSONReadable {
    package init(json: JSONReader) throws(DecodingError) {
        genus = try json.string("genus")
        language = try json.read("language")
    }
}

extension SpeciesDTO: JSONReadable {
    package init(json: JSONReader) throws(DecodingError) {
        id = try json.int("id")
        name = try json.string("name")
        names = try json.list("names")
        genera = try json.list("genera")
        generation = try json.read("generation")
        varieties = try json.list("varieties")
        flavorTextEntries = try json.optionalList("flavor_text_entries")
        evolutionChain = try json.optionalRead("evolution_chain")
        evolvesFromSpecies = try json.optionalRead("evolves_from_species")
        isLegendary = try json.optionalBool("is_legendary")
        isMythical = try json.optionalBool("is_mythical")
        isBaby = try json.optionalBool("is_baby")
        eggGroups = try json.optionalList("egg_groups")
        genderRate = try json.optionalInt("gender_rate")
        captureRate = try json.optionalInt("capture_rate")
        baseHappiness = try json.optionalInt("base_happiness")
        growthRate = try json.optionalRead("growth_rate")
        habitat = try json.optionalRead("habitat")
        color = try json.optionalRead("color")
        shape = try json.optionalRead("shape")
    }
}

extension SpeciesDTO.Variety: JSONReadable {
    package init(json: JSONReader) throws(DecodingError) {
        isDefault = try json.bool("is_default")
        pokemon = try json.read("pokemon")
    }
}

extension EvolutionChainDTO: JSONReadable {
    package init(json: JSONReader) throws(DecodingError) {
        id = try json.int("id")
        chain = try json.read("chain")
    }
}

extension EvolutionChainDTO.Link: JSONReadable {
    init(json: JSONReader) throws(DecodingError) {
        species = try json.read("species")
        evolutionDetails = try json.list("evolution_details")
        evolvesTo = try json.list("evolves_to")
    }
}

extension EvolutionChainDTO.Detail: JSONReadable {
    package init(json: JSONReader) throws(DecodingError) {
        trigger = try json.optionalRead("trigger")
        minLevel = try json.optionalInt("min_level")
        item = try json.optionalRead("item")
        heldItem = try json.optionalRead("held_item")
        knownMove = try json.optionalRead("known_move")
        knownMoveType = try json.optionalRead("known_move_type")
        location = try json.optionalRead("location")
        minHappiness = try json.optionalInt("min_happiness")
        minBeauty = try json.optionalInt("min_beauty")
        minAffection = try json.optionalInt("min_affection")
        timeOfDay = try json.optionalString("time_of_day")
        gender = try json.optionalInt("gender")
        partySpecies = try json.optionalRead("party_species")
        partyType = try json.optionalRead("party_type")
        relativePhysicalStats = try json.optionalInt("relative_physical_stats")
        needsOverworldRain = try json.optionalBool("needs_overworld_rain")
        turnUpsideDown = try json.optionalBool("turn_upside_down")
        tradeSpecies = try json.optionalRead("trade_species")
        minDamageTaken = try json.optionalInt("min_damage_taken")
        minMoveCount = try json.optionalInt("min_move_count")
        minSteps = try json.optionalInt("min_steps")
        usedMove = try json.optionalRead("used_move")
        nearSpecialRock = try json.optionalBool("near_special_rock")
        needsMultiplayer = try json.optionalBool("needs_multiplayer")
        region = try json.optionalRead("region")
        isDefault = try json.optionalBool("is_default")
        versionGroup = try json.optionalRead("version_group")
        baseForm = try json.optionalRead("base_form")
        evolvedForm = try json.optionalRead("evolved_form")
    }
}

extension TypeDTO: JSONReadable {
    package init(json: JSONReader) throws(DecodingError) {
        id = try json.int("id")
        name = try json.string("name")
        damageRelations = try json.read("damage_relations")
        names = try json.optionalList("names")
    }
}

extension TypeDTO.Relations: JSONReadable {
    init(json: JSONReader) throws(DecodingError) {
        doubleDamageFrom = try json.list("double_damage_from")
        halfDamageFrom = try json.list("half_damage_from")
        noDamageFrom = try json.list("no_damage_from")
        doubleDamageTo = try json.list("double_damage_to")
        halfDamageTo = try json.list("half_damage_to")
        noDamageTo = try json.list("no_damage_to")
    }
}

extension EffectEntryDTO: JSONReadable {
    init(json: JSONReader) throws(DecodingError) {
        shortEffect = try json.optionalString("short_effect")
        effect = try json.optionalString("effect")
        language = try json.read("language")
    }
}

extension PokemonMovesDTO: JSONReadable {
    package init(json: JSONReader) throws(DecodingError) {
        id = try json.int("id")
        name = try json.string("name")
        moves = try json.list("moves")
    }
}

extension PokemonMovesDTO.MoveEntry: JSONReadable {
    package init(json: JSONReader) throws(DecodingError) {
        move = try json.read("move")
        versionGroupDetails = try json.list("version_group_details")
    }
}

extension PokemonMovesDTO.MoveEntry.Detail: JSONReadable {
    package init(json: JSONReader) throws(DecodingError) {
        levelLearnedAt = try json.int("level_learned_at")
        moveLearnMethod = try json.read("move_learn_method")
        versionGroup = try json.read("version_group")
    }
}
