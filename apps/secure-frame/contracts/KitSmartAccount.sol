// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @title KitSmartAccount
/// @notice The smallest useful contract account for Kit's embedded wallet: one owner (the embedded EOA) that
/// calls `execute` or `executeBatch`, and ERC-1271 signatures checked against that owner. Deployed with CREATE2
/// through the deterministic deployment proxy, so its address is known before it exists.
contract KitSmartAccount {
    /// @notice The embedded EOA that controls this account.
    address public immutable owner;

    /// @notice One call of a batch.
    struct Call {
        address to;
        uint256 value;
        bytes data;
    }

    bytes4 internal constant ERC1271_MAGIC_VALUE = 0x1626ba7e;
    bytes4 internal constant ERC1271_INVALID = 0xffffffff;
    // Upper bound of `s` for non-malleable ECDSA signatures (EIP-2).
    uint256 internal constant HALF_ORDER = 0x7FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF5D576E7357A4501DDFE92F46681B20A0;

    error NotOwner();
    error CallFailed(uint256 index, bytes reason);

    event Executed(address indexed to, uint256 value, bytes data);

    constructor(address owner_) {
        owner = owner_;
    }

    receive() external payable {}

    modifier onlyOwner() {
        if (msg.sender != owner) revert NotOwner();
        _;
    }

    /// @notice Calls `to` with `value` wei and `data`, as this account.
    function execute(address to, uint256 value, bytes calldata data)
        external
        payable
        onlyOwner
        returns (bytes memory result)
    {
        bool ok;
        (ok, result) = to.call{value: value}(data);
        if (!ok) revert CallFailed(0, result);
        emit Executed(to, value, data);
    }

    /// @notice Runs every call in order; one failure reverts them all.
    function executeBatch(Call[] calldata calls) external payable onlyOwner {
        for (uint256 i = 0; i < calls.length; i++) {
            (bool ok, bytes memory result) = calls[i].to.call{value: calls[i].value}(calls[i].data);
            if (!ok) revert CallFailed(i, result);
            emit Executed(calls[i].to, calls[i].value, calls[i].data);
        }
    }

    /// @notice The digest the owner signs for `hash`: bound to this chain and this account, so a signature
    /// for one account of the owner is not valid for another.
    function replaySafeHash(bytes32 hash) public view returns (bytes32) {
        return keccak256(abi.encode(block.chainid, address(this), hash));
    }

    /// @notice ERC-1271: valid when the owner signed `replaySafeHash(hash)` (65-byte r, s, v).
    function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4) {
        if (signature.length != 65) return ERC1271_INVALID;
        bytes32 r;
        bytes32 s;
        uint8 v;
        assembly {
            r := calldataload(signature.offset)
            s := calldataload(add(signature.offset, 32))
            v := byte(0, calldataload(add(signature.offset, 64)))
        }
        if (uint256(s) > HALF_ORDER) return ERC1271_INVALID;
        address signer = ecrecover(replaySafeHash(hash), v, r, s);
        return signer != address(0) && signer == owner ? ERC1271_MAGIC_VALUE : ERC1271_INVALID;
    }
}
